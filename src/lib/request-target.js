// @ts-check
/**
 * Requests the production server (scripts/server.mjs) answers itself, before Next, because Next would
 * answer them with a 500:
 * - a path with a broken percent-escape (`/api/estates/%E0%A4%A`, a cut UTF-8 sequence): Next fails to
 *   decode the route params (site pages get the proxy's 404 page instead, src/proxy-rules/responses.ts);
 * - a POST (or any other write method) to a page or to an API path no route has: Next takes a multipart
 *   or form POST for a server action of the page and fails on a body it cannot parse. The site's pages
 *   have no server actions (the admin's are under /admin), and an unknown API path is a 404 anyway.
 * - a path with a dot segment (`/_next/static/..`, also escaped as `%2e%2e`): browsers resolve them
 *   before sending, and Next's file serving fails on the folder it names.
 * - a Payload REST path naming no collection at all (`/cms-api/`) or a property every object has
 *   (`/cms-api/__proto__/x`, `/cms-api/toString`): Payload looks collections and globals up by that name
 *   in a plain object and fails on what it finds.
 * And a request target longer than MAX_TARGET_LENGTH, which no page or API call of the site needs: its
 * redirect (Location, and Next's Refresh beside it) and language alternates (Link) would repeat it in
 * headers too big for common proxies (they answer 502) and for Node's fetch. The admin and Payload's
 * REST API (long `where` queries of list filters) get twice as much.
 */

/**
 * Set by the production server on a request of Next's router for a page's data (the `rsc: 1` header,
 * which Next removes before the proxy sees the request), and removed from every other request whatever
 * the client sent: the proxy answers such a request's redirect to another site differently
 * (src/proxy-rules/responses.ts).
 */
export const ROUTER_DATA_HEADER = 'x-router-data-request'

/**
 * Longest request target (path and query) of a page or the API; longer gets 414 URI Too Long. 2,048
 * characters is the longest URL search engines and sitemaps take.
 */
export const MAX_TARGET_LENGTH = 2048

/** Methods every page answers. */
const READ_METHODS = new Set(['GET', 'HEAD'])
/** Paths Next answers with their own handlers: the API, Payload's REST API and admin (which posts server actions). */
const HANDLED = /^\/(api|cms-api|admin)(\/|$)/
const HANDLED_BY_PAYLOAD = /^\/(cms-api|admin)(\/|$)/

/**
 * The API paths of the build (keys of .next/server/app-paths-manifest.json such as
 * `/api/estates/[id]/route`) as one matcher for request paths.
 * @param {string[]} routes
 * @returns {(pathname: string) => boolean}
 */
export function apiRouteMatcher(routes) {
  const patterns = routes
    .map((route) => route.replace(/\/(route|page)$/, '').split('/').filter((segment) => segment && !/^\(.*\)$/.test(segment)))
    .filter((segments) => segments[0] === 'api')
    .map((segments) => {
      const source = segments
        .map((segment) => {
          if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/[^?]+)?'
          if (/^\[\.\.\..+\]$/.test(segment)) return '/[^?]+'
          if (/^\[.+\]$/.test(segment)) return '/[^/]+'
          return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
        })
        .join('')
      return new RegExp(`^${source}/?$`)
    })
  return (pathname) => patterns.some((pattern) => pattern.test(pathname))
}

/** Names every plain object answers (`__proto__`, `constructor`, `toString`…): never a collection or global. */
const OBJECT_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype))

/** @param {string} segment */
function decodable(segment) {
  try {
    decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/** @typedef {{ status: number, headers: Record<string, string>, body: string }} EarlyAnswer */

const API_NOT_FOUND = /** @type {EarlyAnswer} */ ({ status: 404, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'not_found' }) })

/** Payload's REST answer for a path that names no collection, global or endpoint. */
const CMS_NOT_FOUND = /** @type {EarlyAnswer} */ ({ status: 404, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ errors: [{ message: 'Not Found' }] }) })

/** @param {string} reason @returns {EarlyAnswer} */
const BAD_REQUEST = (reason) => ({ status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: `Bad Request: ${reason}` })

/**
 * The answer for a request Next would fail on, or null to let Next (and the site's proxy) answer it.
 * @param {{ method?: string, url?: string, isApiRoute: (pathname: string) => boolean }} request
 * @returns {EarlyAnswer | null}
 */
export function earlyAnswer({ method = 'GET', url = '/', isApiRoute }) {
  const pathname = url.split('?')[0].split('#')[0]
  const isApi = /^\/api(\/|$)/.test(pathname)
  if (url.length > (HANDLED_BY_PAYLOAD.test(pathname) ? 2 * MAX_TARGET_LENGTH : MAX_TARGET_LENGTH)) {
    return isApi
      ? { status: 414, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'uri_too_long' }) }
      : { status: 414, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'URI Too Long' }
  }
  const segments = pathname.split('/')
  if (segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return isApi ? API_NOT_FOUND : BAD_REQUEST('the path has a dot segment')
  if (!READ_METHODS.has(method.toUpperCase()) && !HANDLED.test(pathname)) {
    return { status: 405, headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' }, body: 'Method Not Allowed' }
  }
  if (!segments.every(decodable)) {
    // The API answers as for any id or slug that cannot exist; site pages get the proxy's 404 page.
    if (isApi) return API_NOT_FOUND
    if (HANDLED.test(pathname) || /^\/(_next|_vercel)(\/|$)/.test(pathname)) return BAD_REQUEST('the path has a broken percent-escape')
    return null
  }
  if (isApi) return isApiRoute(pathname) ? null : API_NOT_FOUND
  if (/^\/cms-api\/?$/.test(pathname) || (/^\/cms-api\//.test(pathname) && segments.some((segment) => OBJECT_KEYS.has(decodeURIComponent(segment))))) return CMS_NOT_FOUND
  return null
}
