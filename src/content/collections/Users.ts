import type { AccessResult, CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { passwordProblem } from '../../domain/staff-passwords'
import { CLIENT_ADDRESS_HEADER } from '../../lib/client-address.js'
import { adminConfig, serverConfig } from '../../lib/config'
import { hitLimit } from '../../lib/rate-limit'
import { hasRole, isAdmin, isAdminField } from '../access'
import { publicError } from '../public-error'

/** The window of the per-address login limit (ADMIN_LOGIN_RATE_LIMIT_MAX attempts in it). */
const LOGIN_WINDOW_MS = 10 * 60_000

/**
 * The admin's doors, before Payload runs the operation:
 * - login: at most ADMIN_LOGIN_RATE_LIMIT_MAX attempts per client address in 10 minutes, whatever the
 *   account (Payload's own lock stops guessing one account's password; this stops trying many). Calls
 *   of the Local API (no client address: the server's own code) are not counted.
 * - a new password (first user, new account, change, reset): the policy of domain/staff-passwords.
 */
const guardDoors: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const address = req.headers?.get(CLIENT_ADDRESS_HEADER)
    if (!address) return args
    const decision = await hitLimit(`admin:login:${address}`, adminConfig.loginRateLimitMax(), LOGIN_WINDOW_MS)
    if (!decision.allowed) {
      throw publicError(`Too many login attempts from this address. Try again in ${Math.ceil(decision.retryAfterSeconds / 60)} min.`, 429)
    }
    return args
  }
  const data = (args as { data?: { password?: unknown; email?: unknown } }).data
  if (!['create', 'update', 'resetPassword'].includes(operation) || typeof data?.password !== 'string') return args
  let email = typeof data.email === 'string' ? data.email : null
  const id = (args as { id?: number | string }).id
  if (!email && id !== undefined) {
    const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    email = user?.email ?? null
  }
  const problem = passwordProblem(data.password, email)
  if (problem) throw publicError(problem, 400, { errors: [{ path: 'password', message: problem }] })
  return args
}

/** Staff accounts. The first account created (on the admin's first start) becomes an admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Payload's lock of one account after failed logins (its defaults made explicit: 5 attempts, 10 min).
    maxLoginAttempts: 5,
    lockTime: LOGIN_WINDOW_MS,
    // HttpOnly always (Payload); Secure when the site is served over HTTPS; never sent by cross-site requests' subresources.
    cookies: { sameSite: 'Lax', secure: serverConfig.serverUrl()?.startsWith('https:') ?? false },
  },
  admin: { useAsTitle: 'email', group: 'Staff' },
  access: {
    // Sales staff also see who works leads (admins and sales): a lead's assignee and a comment's author.
    read: ({ req }): AccessResult =>
      hasRole(req.user as never, 'admin')
        ? true
        : hasRole(req.user as never, 'sales')
          ? { or: [{ id: { equals: req.user!.id } }, { role: { in: ['admin', 'sales'] } }] }
          : req.user
            ? { id: { equals: req.user.id } }
            : false,
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
    beforeOperation: [guardDoors],
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
}
