import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { PATHNAME_HEADER } from '../domain/routing-rules'
import { isSearchBot } from '../domain/user-agents'
import { routing } from '../i18n/routing'
import { ROUTER_DATA_HEADER } from '../lib/request-target'

/** The answers the proxy's rules give: language routing, redirects, the 404 page, shareable pages. */

const nextIntlRouting = createMiddleware(routing)

/**
 * Longest `Link` header of language alternates kept. next-intl repeats the path in every alternate (one
 * per language and x-default): for a made-up path of thousands of characters that is tens of KB of
 * headers, which common proxies refuse with a 502 and Node's fetch with an error. No page of the site
 * has a path anywhere near this long (the pages carry their alternates in their HTML too).
 */
export const MAX_LINK_HEADER_LENGTH = 2048

/** next-intl's language routing (the language hop of unprefixed paths, the rewrite to [locale]), its alternates bounded. */
export function languageRouting(request: NextRequest): NextResponse {
  const response = nextIntlRouting(request)
  if ((response.headers.get('link')?.length ?? 0) > MAX_LINK_HEADER_LENGTH) response.headers.delete('link')
  return response
}

/** Internal routes of the 404 page: decorated for visitors (the path is its param), plain for bots. */
const NOT_FOUND_ROUTE = '_not-found'
const BOT_NOT_FOUND_ROUTE = '_not-found-plain'
const MAX_SHOWN_PATH = 300
/** Read and removed by src/lib/response-cache.mjs. */
const SHAREABLE_HEADER = 'x-shareable-page'

export function withPathHeader(request: NextRequest, url: URL | string, publicPath: string): NextRequest {
  const headers = new Headers(request.headers)
  headers.set(PATHNAME_HEADER, publicPath)
  return new NextRequest(url, { headers, method: request.method })
}

/**
 * Pages render from their URL alone, the same for every visitor, so a shared cache may keep them: no
 * answer sets the language cookie (the browser keeps it in step with the page's language instead,
 * src/client/ClientBehaviours.tsx, as next-intl would), and a page that reads its query, which Next
 * renders per request and marks private, is marked shareable for the answer cache in front of Next
 * (src/lib/response-cache.mjs, which removes the mark). A redirect stays as it is.
 */
export function shareablePage(response: NextResponse): NextResponse {
  response.headers.delete('set-cookie')
  // Next also hands the proxy's cookies to the render (this header), which sends them itself once the
  // page reads its request cookies (the layout's draft mode check does): none there either.
  response.headers.delete('x-middleware-set-cookie')
  if (!response.headers.has('location')) response.headers.set(SHAREABLE_HEADER, '1')
  return response
}

/**
 * Redirects once to a site path, letting next-intl add the visitor's language on the way (a visitor whose
 * cookie says kk goes from /Old straight to /kk/new). A language-dependent hop is temporary (307).
 */
export function redirectTo(request: NextRequest, location: string, status: number): NextResponse {
  const url = new URL(location, request.url)
  if (url.origin === request.nextUrl.origin) {
    const localized = languageRouting(withPathHeader(request, url, url.pathname))
    const languageHop = localized.headers.get('location')
    if (languageHop && localized.status >= 300 && localized.status < 400) return NextResponse.redirect(languageHop, 307)
  }
  // Next's router asks for a page's data with fetch (the `rsc` header; the server marks it, see ROUTER_DATA_HEADER), which would follow a redirect to
  // another site and be refused by the pages' Content-Security-Policy (connect-src 'self'; docs/operations.md,
  // "Security headers"). An answer that is not page data makes the router load the page in full instead,
  // and that navigation gets the redirect.
  if (url.origin !== request.nextUrl.origin && request.headers.get(ROUTER_DATA_HEADER) === '1') return new NextResponse(null, { status: 204 })
  return NextResponse.redirect(url, status)
}

/**
 * The path with every segment Next can decode: a broken escape (`%E0%A4%A`, or one cut in half by the
 * length limit) is escaped itself, so the 404 page's route param shows it as typed instead of Next
 * failing to decode the param.
 */
function decodablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment)
        return segment
      } catch {
        return segment.replace(/%/g, '%25')
      }
    })
    .join('/')
}

/**
 * The server-rendered 404 page for the requested path, status 404: the decorated page for visitors
 * (cached per path), a plain one for search-engine bots (spec §2: they do not get the error page; their
 * 404s are logged here).
 */
export function notFoundPage(request: NextRequest, locale: string): NextResponse {
  const { pathname } = request.nextUrl
  const userAgent = request.headers.get('user-agent')
  if (isSearchBot(userAgent)) {
    console.warn(`[404] ${pathname} requested by a search engine: ${userAgent}`)
    return shareablePage(NextResponse.rewrite(new URL(`/${locale}/${BOT_NOT_FOUND_ROUTE}`, request.url), { status: 404 }))
  }
  // The path is the page's param (it shows it); a very long one is cut, so it cannot blow up the cache key.
  const shown = pathname.length > MAX_SHOWN_PATH ? pathname.slice(0, MAX_SHOWN_PATH) : pathname
  return shareablePage(NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_ROUTE}${decodablePath(shown).replace(/\/+$/, '')}`, request.url), { status: 404 }))
}
