import { createHmac, timingSafeEqual } from 'node:crypto'

import { PREVIEW_ROUTE } from './preview-constants'
import { payloadSecret } from './secret'

/**
 * Signed links and sessions of an editor's draft preview (docs/editors.md, "Drafts and preview").
 *
 * The admin's preview button and live preview open `/api/preview?path=…&expires=…&signature=…`: anyone
 * holding the link (an editor, or a colleague it was sent to) sees the page with its drafts until the
 * link expires; no store account is needed, and the link cannot be changed to another page. The route
 * turns on Next's draft mode and sets PREVIEW_COOKIE, a signed end of the session, which the proxy checks
 * on every request (src/proxy-rules/preview-session.ts).
 *
 * A link's expiry is rounded up to a whole LINK_STEP, so that the admin, which computes the live preview's
 * link again on every save (autosave included), gets the same link for several minutes: a new link would
 * reload the preview frame instead of refreshing it.
 */

const LINK_LIFETIME_MS = 15 * 60_000
const LINK_STEP_MS = 10 * 60_000
export const SESSION_LIFETIME_MS = 2 * 60 * 60_000

const key = (): Buffer => createHmac('sha256', payloadSecret()).update('draft-preview').digest()
const sign = (text: string): string => createHmac('sha256', key()).update(text).digest('base64url')

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A path on this site (`/…`, not `//host` nor `/\host`, which browsers read as another site). */
export function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false
  try {
    return new URL(path, 'http://site.invalid').origin === 'http://site.invalid'
  } catch {
    return false
  }
}

/** The preview link of a site path (with its language prefix), valid 15 to 25 minutes from `now`. */
export function previewLink(path: string, now = Date.now()): string {
  const expires = Math.ceil((now + LINK_LIFETIME_MS) / LINK_STEP_MS) * LINK_STEP_MS
  const query = new URLSearchParams({ path, expires: String(expires), signature: sign(`link|${path}|${expires}`) })
  return `${PREVIEW_ROUTE}?${query}`
}

/** The path a preview link opens, or null when it is forged, altered or expired. */
export function verifyPreviewLink(params: URLSearchParams, now = Date.now()): string | null {
  const path = params.get('path') ?? ''
  const expires = Number(params.get('expires'))
  const signature = params.get('signature') ?? ''
  if (!isSitePath(path) || !Number.isSafeInteger(expires) || expires < now) return null
  return sameSignature(sign(`link|${path}|${expires}`), signature) ? path : null
}

/** PREVIEW_COOKIE's value for a session starting at `now`: its end and a signature. */
export function previewSession(now = Date.now()): string {
  const ends = now + SESSION_LIFETIME_MS
  return `${ends}.${sign(`session|${ends}`)}`
}

/** Whether PREVIEW_COOKIE's value is a session of ours that has not ended. */
export function isOpenPreviewSession(value: string | undefined, now = Date.now()): boolean {
  const [ends, signature = ''] = (value ?? '').split('.')
  const end = Number(ends)
  return Number.isSafeInteger(end) && end > now && sameSignature(sign(`session|${end}`), signature)
}
