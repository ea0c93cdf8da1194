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
 *
 * Also requests Next would leave unanswered or answer wrongly:
 * - a method the site does not use (TRACE, CONNECT, WebDAV's PROPFIND…): 405 with `Allow` everywhere
 *   (Next answered TRACE to the API with a 500);
 * - a request for a protocol upgrade (WebSocket, h2c): the site has none, and Next never answered some
 *   of them nor closed their connections (the server refuses them on the bare socket, scripts/server.mjs);
 * - a request line in absolute form (`GET http://evil.example/x HTTP/1.1`, meant for proxies): Next took
 *   its host for the request's and repeated it in redirects. `originForm` keeps its path and query.
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
/**
 * Methods the site uses at all: the API's routes, Payload's REST API and the admin also take writes and
 * OPTIONS (answered by their own handlers); any other method gets 405 wherever it is sent.
 */
export const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const SITE_METHOD_SET = new Set(SITE_METHODS)
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
    .map((route) =>
      route
        .replace(/\/(route|page)$/, '')
        .split('/')
        .filter((segment) => segment && !/^\(.*\)$/.test(segment)),
    )
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

/**
 * The request target as the origin form a server expects: a path and its query. The absolute form
 * (`http://evil.example/x?y`, which HTTP/1.1 lets a client send to any server) loses its scheme and host
 * (the Host header is what names the site); any other target is returned as it is.
 * @param {string} [target]
 * @returns {string}
 */
export function originForm(target = '/') {
  const authority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target)
  if (!authority) return target
  const rest = target.slice(authority[0].length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** @typedef {{ status: number, headers: Record<string, string>, body: string }} EarlyAnswer */

const API_NOT_FOUND = /** @type {EarlyAnswer} */ ({ status: 404, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'not_found' }) })

/** Payload's REST answer for a path that names no collection, global or endpoint. */
const CMS_NOT_FOUND = /** @type {EarlyAnswer} */ ({ status: 404, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ errors: [{ message: 'Not Found' }] }) })

/** @param {string} reason @returns {EarlyAnswer} */
const BAD_REQUEST = (reason) => ({ status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: `Bad Request: ${reason}` })

/**
 * An error answer in the shape of the path's: the API's JSON `{ message }`, plain text elsewhere.
 * @param {boolean} isApi @param {number} status @param {string} message @param {string} text
 * @param {Record<string, string>} [headers]
 * @returns {EarlyAnswer}
 */
const errorAnswer = (isApi, status, message, text, headers = {}) =>
  isApi
    ? { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ message }) }
    : { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body: text }

/**
 * The answer for a request Next would fail on, or null to let Next (and the site's proxy) answer it.
 * `upgrade`: the request asks for another protocol (Node's `upgrade` event); it is always refused.
 * @param {{ method?: string, url?: string, upgrade?: boolean, isApiRoute: (pathname: string) => boolean }} request
 * @returns {EarlyAnswer | null}
 */
export function earlyAnswer({ method = 'GET', url = '/', upgrade = false, isApiRoute }) {
  const pathname = url.split('?')[0].split('#')[0]
  const isApi = /^\/api(\/|$)/.test(pathname)
  if (!SITE_METHOD_SET.has(method.toUpperCase())) {
    const allow = HANDLED.test(pathname) ? SITE_METHODS.join(', ') : [...READ_METHODS].join(', ')
    return errorAnswer(isApi, 405, 'method_not_allowed', 'Method Not Allowed', { Allow: allow })
  }
  if (upgrade) return errorAnswer(isApi, 400, 'upgrade_not_supported', 'Bad Request: this server takes no protocol upgrade (WebSocket)')
  if (url.length > (HANDLED_BY_PAYLOAD.test(pathname) ? 2 * MAX_TARGET_LENGTH : MAX_TARGET_LENGTH)) {
    return errorAnswer(isApi, 414, 'uri_too_long', 'URI Too Long')
  }
  const segments = pathname.split('/')
  if (segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return isApi ? API_NOT_FOUND : BAD_REQUEST('the path has a dot segment')
  if (!READ_METHODS.has(method.toUpperCase()) && !HANDLED.test(pathname)) {
    return { status: 405, headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' }, body: 'Method Not Allowed' }
  }
  if (!segments.every(decodable)) {
    // The API answers as for any id or slug that cannot exist; site pages get the proxy's 404 page.
    if (isApi) return API_NOT_FOUND
    if (HANDLED.test(pathname) || /^\/(_next|_vercel|img)(\/|$)/.test(pathname)) return BAD_REQUEST('the path has a broken percent-escape')
    return null
  }
  if (isApi) return isApiRoute(pathname) ? null : API_NOT_FOUND
  if (/^\/cms-api\/?$/.test(pathname) || (/^\/cms-api\//.test(pathname) && segments.some((segment) => OBJECT_KEYS.has(decodeURIComponent(segment))))) return CMS_NOT_FOUND
  return null
}
