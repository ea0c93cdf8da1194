/**
 * The names of an editor's draft preview (src/lib/preview-links.ts): its routes, Next's draft mode
 * cookie and our signed session cookie beside it. Plain JavaScript without imports: the answer cache in
 * front of Next (src/lib/response-cache.mjs) and the server (scripts/server.mjs), loaded outside the
 * bundles, pass a preview request by, and the preview bar (a client component) links to the exit.
 */

export const PREVIEW_ROUTE = '/api/preview'
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit'

/** A preview's answers (pages, its routes' redirects): for that browser only, never stored. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store'

/** Next's draft mode cookie (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Ours: when the preview session ends, signed (src/lib/preview-links.ts). */
export const PREVIEW_COOKIE = 'site-preview'

/**
 * Whether a request carries either cookie: a preview (or the remains of one), never served from or to
 * a shared cache. Either alone ends the session (src/proxy-rules/preview-session.ts).
 * @param {string | undefined} cookieHeader
 */
export const hasPreviewCookie = (cookieHeader) =>
  !!cookieHeader &&
  cookieHeader.split(';').some((part) => {
    const name = part.split('=')[0].trim()
    return name === DRAFT_MODE_COOKIE || name === PREVIEW_COOKIE
  })
