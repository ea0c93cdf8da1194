import type { AccessResult, CollectionBeforeOperationHook, CollectionConfig, PayloadRequest } from 'payload'

import { passwordProblem } from '../../domain/staff-passwords'
import { emailLocalPart } from '../../domain/staff-names'
import { CLIENT_ADDRESS_HEADER } from '../../lib/client-address.js'
import { adminConfig, serverConfig } from '../../lib/config'
import { hitLimit } from '../../lib/rate-limit'
import { hasRole, isAdmin, isAdminField } from '../access'
import { inEditorLanguage, w } from '../admin-words'
import { isSetupCode, SETUP_CODE_FIELD } from '../first-administrator'
import { publicError } from '../public-error'

/** The window of the per-address login limit (ADMIN_LOGIN_RATE_LIMIT_MAX attempts in it). */
const LOGIN_WINDOW_MS = 10 * 60_000

/** Password-reset e-mails: per client address, and per account (whatever addresses ask for it). */
const FORGOT_PER_ADDRESS = { max: 5, windowMs: 10 * 60_000 }
const FORGOT_PER_ACCOUNT = { max: 3, windowMs: 60 * 60_000 }

/** A 429 with Retry-After (Payload adds `req.responseHeaders` to its error answer). */
function tooMany(req: PayloadRequest, retryAfterSeconds: number, words: ReturnType<typeof w>): never {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  throw publicError(`${inEditorLanguage(words, req.i18n?.language)} (${Math.ceil(retryAfterSeconds / 60)} min)`, 429)
}

/**
 * The admin's doors, before Payload runs the operation:
 * - login: at most ADMIN_LOGIN_RATE_LIMIT_MAX attempts per client address in 10 minutes, whatever the
 *   account (Payload's own lock stops guessing one account's password; this stops trying many). Calls
 *   of the Local API (no client address: the server's own code) are not counted.
 * - a new password (first user, new account, change, reset): the policy of domain/staff-passwords.
 */
const guardDoors: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const address = req.headers?.get(CLIENT_ADDRESS_HEADER)
  if (operation === 'login') {
    if (!address) return args
    const decision = await hitLimit(`admin:login:${address}`, adminConfig.loginRateLimitMax(), LOGIN_WINDOW_MS)
    if (!decision.allowed)
      tooMany(req, decision.retryAfterSeconds, w('Слишком много попыток входа с этого адреса. Попробуйте позже', 'Too many login attempts from this address. Try again later'))
    return args
  }
  const data = (args as { data?: { password?: unknown; email?: unknown; [SETUP_CODE_FIELD]?: unknown } }).data
  if (operation === 'forgotPassword') {
    const account = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
    for (const [key, { max, windowMs }] of [
      [`admin:forgot:${address}`, FORGOT_PER_ADDRESS],
      [`admin:forgot-account:${account}`, FORGOT_PER_ACCOUNT],
    ] as const) {
      if (!address) break
      const decision = await hitLimit(key, max, windowMs)
      if (!decision.allowed)
        tooMany(req, decision.retryAfterSeconds, w('Слишком много запросов на сброс пароля. Попробуйте позже', 'Too many password reset requests. Try again later'))
    }
    return args
  }
  // An account created by nobody signed in, over HTTP: only the first-register page with the setup code
  // (src/content/first-administrator.ts); the server's own code (the Local API) needs none.
  if (operation === 'create' && !req.user && req.payloadAPI !== 'local' && !isSetupCode(data?.[SETUP_CODE_FIELD])) {
    const words = w('Нужен код первичной настройки: его печатает журнал сервера при запуске.', 'The setup code is required: the server prints it in its log at start.')
    throw publicError(inEditorLanguage(words, req.i18n?.language), 403, { errors: [{ path: SETUP_CODE_FIELD, message: inEditorLanguage(words, req.i18n?.language) }] })
  }
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
  // Staff are named by their names wherever the admin picks or shows one (the leads' assignee, a comment's author).
  admin: { useAsTitle: 'name', group: 'Staff', defaultColumns: ['name', 'email', 'role'] },
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
    {
      // Asked on the first-register page only (nobody signed in yet); never stored.
      name: SETUP_CODE_FIELD,
      type: 'text',
      virtual: true,
      label: w('Код первичной настройки', 'Setup code'),
      admin: {
        // Payload makes a virtual field read-only unless told otherwise.
        readOnly: false,
        condition: (_data, _siblingData, { user }) => !user,
        description: w('Напечатан в журнале сервера при его запуске.', 'Printed in the server log at start.'),
      },
    },
    {
      // Required in the admin's forms; an account created through the API or from ADMIN_EMAIL without
      // one is named by its e-mail's local part (as the migration named the accounts made before).
      name: 'name',
      type: 'text',
      required: true,
      hooks: {
        beforeValidate: [
          ({ value, data, originalDoc, operation }) => {
            if (typeof value === 'string' && value.trim()) return value.trim()
            // An update that leaves the name out keeps it.
            if (operation === 'update' && value === undefined) return value
            return emailLocalPart((data?.email ?? originalDoc?.email) as string | undefined) || value
          },
        ],
      },
    },
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
