import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { adminConfig } from '../lib/config'
import { payloadSecret } from '../lib/secret'
import { siteOrigin } from '../lib/site-origin'
import { emailLocalPart } from '../domain/staff-names'

/**
 * Nobody claims a fresh site. Until the first staff account exists, the admin's first-register page
 * (/admin/create-first-user, POST /cms-api/users/first-register) asks for a setup code that the server
 * prints in its log at start, as Jenkins and Grafana do; whoever reads the server's log runs the site. The
 * code is derived from the site's secret, so every instance of one site prints the same one and a restart
 * keeps it; it opens nothing once an account exists. Automation sets ADMIN_EMAIL and ADMIN_PASSWORD
 * instead: the start creates that administrator when there is none.
 */

/** The name of the first-register form's field (and of the JSON body's key) carrying the code. */
export const SETUP_CODE_FIELD = 'setup_code'

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The setup code of the site with this secret (PAYLOAD_SECRET or the data folder's): 12 characters in three groups (60 bits). */
export function setupCode(secret = payloadSecret()): string {
  const digest = crypto.createHmac('sha256', secret).update('first-administrator-setup-code').digest()
  const letters = Array.from(digest.subarray(0, 12), (byte) => BASE32[byte % BASE32.length]).join('')
  return letters.match(/.{4}/g)!.join('-')
}

/** Whether a typed code is the site's, whatever its case, spaces and dashes. */
export function isSetupCode(typed: unknown, secret = payloadSecret()): boolean {
  if (typeof typed !== 'string') return false
  const normalise = (code: string) => Buffer.from(code.toUpperCase().replace(/[\s-]/g, ''))
  const expected = normalise(setupCode(secret))
  const given = normalise(typed)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * At start, when no staff account exists: creates the administrator of ADMIN_EMAIL and ADMIN_PASSWORD, or
 * prints where and with which code to create one. (A password the policy refuses never gets here: the
 * settings' check stops the start first, naming ADMIN_PASSWORD, never its value: src/lib/config.js.)
 */
export async function ensureFirstAdministrator(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = adminConfig.email()
  const password = adminConfig.password()
  if (email && password) {
    await payload.create({ collection: 'users', data: { email, name: emailLocalPart(email), password, role: 'admin' }, overrideAccess: true })
    payload.logger.info(`First administrator created: ${email} (ADMIN_EMAIL)`)
    return
  }
  payload.logger.info(
    `No staff account yet. Create the first administrator at ${siteOrigin()}/admin/create-first-user with the setup code ${setupCode()}` +
      ' (or start with ADMIN_EMAIL and ADMIN_PASSWORD set).',
  )
}
