import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadsStaff } from '../access'

const label = (ru: string, en: string) => ({ ru, en })

/**
 * Staff notes on a lead (the leads desk): who wrote what and when. Append-only: a note is a row of its
 * own (never a rewrite of the lead, so two people commenting at once and the delivery job never clobber
 * each other), its author is the signed-in user, and nobody edits it afterwards; admins may delete one.
 * Shown on the lead's screen through the lead's `comments` join field.
 */
export const LeadComments: CollectionConfig = {
  slug: 'lead-comments',
  labels: { singular: label('Комментарий к заявке', 'Lead comment'), plural: label('Комментарии к заявкам', 'Lead comments') },
  admin: {
    group: label('Заявки', 'Leads'),
    useAsTitle: 'text',
    defaultColumns: ['author', 'lead', 'text'],
    hidden: ({ user }) => !['admin', 'sales'].includes((user as { role?: string } | null)?.role ?? ''),
  },
  access: { read: isLeadsStaff, create: isLeadsStaff, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      ({ data, operation, req }) => {
        if (operation === 'create') data.author = req.user?.id ?? data.author ?? null
        return data
      },
    ],
  },
  fields: [
    { name: 'lead', label: label('Заявка', 'Lead'), type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'text', label: label('Комментарий', 'Comment'), type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'author',
      label: label('Автор', 'Author'),
      type: 'relationship',
      relationTo: 'users',
      access: { update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.author),
        // In the lists (the lead's comments among them): the author's name and the comment's time in Almaty.
        components: { Cell: '/leads/admin/CommentAuthorCell#CommentAuthorCell' },
      },
    },
  ],
}
