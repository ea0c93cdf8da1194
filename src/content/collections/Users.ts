import type { CollectionConfig } from 'payload'

import { hasRole, isAdmin, isAdminField } from '../access'

/** Staff accounts. The first account created (on the admin's first start) becomes an admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', group: 'Staff' },
  access: {
    read: ({ req }) => (hasRole(req.user as never, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (hasRole(req.user as never, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin (everything)', value: 'admin' },
        { label: 'Editor (content)', value: 'editor' },
        { label: 'Sales (leads only)', value: 'sales' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
}
