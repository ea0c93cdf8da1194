import { createHmac, timingSafeEqual } from 'node:crypto'

import { serverConfig } from '../lib/config'
import { payloadSecret } from '../lib/secret'

/**
 * The signed, expiring link to a lead's CV that goes out with the lead (webhook, e-mail, CRMs, the
 * sales chat) instead of the file: `/api/lead-files/<id>?expires=…&signature=…`, answered by
 * src/app/api/lead-files/[id]/route.ts to whoever holds it until it expires. Staff in the admin keep
 * the staff-only address of the file.
 *
 * The expiry is a whole number of 30-day periods from the lead's arrival, at least 7 days ahead: every
 * attempt to deliver a lead sends the same link (a retry sends the same bytes), and a lead re-sent
 * months later still carries a link that opens.
 */

const DAY_MS = 86_400_000
export const CV_LINK_PERIOD_MS = 30 * DAY_MS
const CV_LINK_MIN_LEFT_MS = 7 * DAY_MS

const key = (secret: string): Buffer => createHmac('sha256', secret).update('lead-cv-link').digest()
const sign = (fileId: number | string, expires: number, secret: string): string => createHmac('sha256', key(secret)).update(`cv|${fileId}|${expires}`).digest('base64url')

export function cvLinkExpiry(createdAt: string | number | Date, now = Date.now()): number {
  const created = new Date(createdAt).getTime()
  const start = Number.isFinite(created) ? created : now
  let expires = start + CV_LINK_PERIOD_MS
  if (expires < now + CV_LINK_MIN_LEFT_MS) expires += Math.ceil((now + CV_LINK_MIN_LEFT_MS - expires) / CV_LINK_PERIOD_MS) * CV_LINK_PERIOD_MS
  return expires
}

const siteOrigin = (): string => serverConfig.serverUrl()?.replace(/\/+$/, '') ?? `http://localhost:${serverConfig.port()}`

/** The link of a CV (lead-files id) of a lead that arrived at `createdAt`. */
export function cvLink(fileId: number | string, createdAt: string | number | Date, now = Date.now(), secret = payloadSecret(), origin = siteOrigin()): string {
  const expires = cvLinkExpiry(createdAt, now)
  return `${origin}/api/lead-files/${encodeURIComponent(String(fileId))}?expires=${expires}&signature=${sign(fileId, expires, secret)}`
}

/** Whether a link's `expires` and `signature` are ours, for this file, and not expired. */
export function verifyCvLink(fileId: string, params: URLSearchParams, now = Date.now(), secret = payloadSecret()): boolean {
  const expires = Number(params.get('expires'))
  const given = Buffer.from(params.get('signature') ?? '')
  if (!/^\d+$/.test(fileId) || !Number.isSafeInteger(expires) || expires < now) return false
  const expected = Buffer.from(sign(fileId, expires, secret))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
