import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { cataloguePath } from './domain/catalogue-paths'
import { contentGeneration } from './lib/content-generation.mjs'
import { isAbsoluteUrl } from './domain/redirects'
import { decideRoute, pathSegments, PATHNAME_HEADER, splitLocale } from './domain/routing-rules'
import { ROUTED_SECTIONS } from './domain/site-pages'
import { isAuditTool, isSearchBot } from './domain/user-agents'
import { routing } from './i18n/routing'
import { catalogueEntryExists } from './services/catalogue-paths'
import { findRedirect } from './services/redirects'

/**
 * Every site request passes here (Node runtime): the spec §2 normalisation rules, the editors' redirects
 * and next-intl's language routing, combined so that a visitor gets at most one redirect.
 *
 * Pages are cached (rendered once, then served from Next's cache), so everything that depends on the
 * request is decided here, before the cache: the language hop, the audit placeholder, the 404 page (and
 * its plain variant for search-engine bots) and the query a query-driven page reads, which becomes a
 * route param (./app/(site)/query-routes.ts). Pages render from their route params only.
 */

const intl = createMiddleware(routing)

/** Internal routes of the 404 page: decorated for visitors (the path is its param), plain for bots. */
const NOT_FOUND_ROUTE = '_not-found'
const BOT_NOT_FOUND_ROUTE = '_not-found-plain'
const MAX_SHOWN_PATH = 300
/** Read and removed by src/lib/response-cache.mjs. */
const SHAREABLE_HEADER = 'x-shareable-page'
const MAX_REDIRECT_CHAIN = 5
const PERMANENT = new Set([301, 308])

type Redirect = { to: string; status: number }

/**
 * Editors' redirects through the Local API (the proxy runs in the server process, so this is an in-process
 * query of about a millisecond). Next's data cache does not work in the proxy, so answers are kept in
 * memory for a second (a save on this instance drops them): an editor's change shows within that time on
 * every instance.
 */
const LOOKUP_TTL_MS = 1_000
const LOOKUP_MAX_ENTRIES = 2_000
const lookups = new Map<string, { at: number; generation: number; value: Redirect | null }>()

async function lookupRedirect(path: string): Promise<Redirect | null> {
  const now = Date.now()
  const hit = lookups.get(path)
  const generation = contentGeneration()
  if (hit && now - hit.at < LOOKUP_TTL_MS && hit.generation === generation) return hit.value
  let value: Redirect | null = null
  try {
    value = await findRedirect(path)
  } catch (error) {
    // A store hiccup must not take the site down: serve the page without the redirect.
    console.error('[proxy] redirect lookup failed', path, error)
    return null
  }
  if (lookups.size >= LOOKUP_MAX_ENTRIES) lookups.delete(lookups.keys().next().value!)
  lookups.set(path, { at: now, generation, value })
  return value
}

/**
 * Follows editors' redirects from a path to the end of their chain, so the visitor is redirected once;
 * null when there is none or the chain loops. The hop is permanent only when every link of the chain is.
 */
async function resolveEditorRedirect(pathname: string, search: string): Promise<{ url: string; status: number } | null> {
  let current = { pathname, search }
  const statuses: number[] = []
  const seen = new Set([pathname])
  const result = (url: string) => ({ url, status: statuses.find((s) => !PERMANENT.has(s)) ?? statuses[0] })
  for (let hop = 0; hop < MAX_REDIRECT_CHAIN; hop++) {
    const found = await lookupRedirect(current.pathname)
    if (!found) break
    statuses.push(found.status)
    if (isAbsoluteUrl(found.to)) return result(withSearch(found.to, current.search))
    const next = new URL(found.to, 'http://site.invalid')
    const nextSearch = next.search || current.search
    const decision = decideRoute(next.pathname, nextSearch)
    const target = decision.kind === 'redirect' ? { pathname: decision.pathname, search: decision.search } : { pathname: next.pathname, search: nextSearch }
    if (seen.has(target.pathname)) {
      console.error('[proxy] redirect loop ignored:', [...seen, target.pathname].join(' -> '))
      return null
    }
    seen.add(target.pathname)
    current = target
  }
  return statuses.length ? result(`${current.pathname}${current.search}`) : null
}

/** An absolute target keeps the visitor's query (UTM tags) unless it has its own. */
function withSearch(url: string, search: string): string {
  return search && !url.includes('?') ? `${url}${search}` : url
}

function withPathHeader(request: NextRequest, url: URL | string, publicPath: string): NextRequest {
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
function shareablePage(response: NextResponse): NextResponse {
  response.headers.delete('set-cookie')
  if (!response.headers.has('location')) response.headers.set(SHAREABLE_HEADER, '1')
  return response
}

/**
 * Redirects once to a site path, letting next-intl add the visitor's language on the way (a visitor whose
 * cookie says kk goes from /Old straight to /kk/new). A language-dependent hop is temporary (307).
 */
function redirectTo(request: NextRequest, location: string, status: number): NextResponse {
  const url = new URL(location, request.url)
  if (url.origin === request.nextUrl.origin) {
    const localized = intl(withPathHeader(request, url, url.pathname))
    const languageHop = localized.headers.get('location')
    if (languageHop && localized.status >= 300 && localized.status < 400) return NextResponse.redirect(languageHop, 307)
  }
  return NextResponse.redirect(url, status)
}

function auditPlaceholder(): NextResponse {
  return new NextResponse('<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  // Off by default: audit tools measure the real page, which we keep fast (spec §2, README).
  if (process.env.AUDIT_PLACEHOLDER === 'true' && isAuditTool(request.headers.get('user-agent'))) return auditPlaceholder()

  const decision = decideRoute(pathname, search)
  const normalized = decision.kind === 'pass' ? { pathname, search } : { pathname: decision.pathname, search: decision.kind === 'redirect' ? decision.search : search }

  const editorial = await resolveEditorRedirect(normalized.pathname, normalized.search)
  if (editorial) return redirectTo(request, editorial.url, editorial.status)

  if (decision.kind === 'redirect') return redirectTo(request, `${decision.pathname}${decision.search}`, 308)
  if (decision.kind === 'not-found') return notFoundPage(request, decision.locale)
  const { locale, rest } = splitLocale(pathSegments(pathname))
  // Internal routes (the 404 page, query keys) are reached by rewrites only; sections without pages are 404s.
  if (rest.some((segment) => segment.startsWith('_')) || (rest.length && !ROUTED_SECTIONS.has(rest[0]))) return notFoundPage(request, locale)
  const catalogue = cataloguePath(rest)
  if (catalogue && !(await catalogueEntryExists(catalogue))) return notFoundPage(request, locale)

  return shareablePage(intl(withPathHeader(request, request.url, pathname)))
}

/**
 * The server-rendered 404 page for the requested path, status 404: the decorated page for visitors
 * (cached per path), a plain one for search-engine bots (spec §2: they do not get the error page; their
 * 404s are logged here).
 */
function notFoundPage(request: NextRequest, locale: string): NextResponse {
  const { pathname } = request.nextUrl
  const userAgent = request.headers.get('user-agent')
  if (isSearchBot(userAgent)) {
    console.warn(`[404] ${pathname} requested by a search engine: ${userAgent}`)
    return shareablePage(NextResponse.rewrite(new URL(`/${locale}/${BOT_NOT_FOUND_ROUTE}`, request.url), { status: 404 }))
  }
  // The path is the page's param (it shows it); a very long one is cut, so it cannot blow up the cache key.
  const shown = pathname.length > MAX_SHOWN_PATH ? pathname.slice(0, MAX_SHOWN_PATH) : pathname
  return shareablePage(NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_ROUTE}${shown.replace(/\/+$/, '')}`, request.url), { status: 404 }))
}

export const config = {
  // Everything except the APIs, the admin, Next internals and the site's own files (robots.txt, the
  // sitemaps, the icon, the policy PDFs; there is no public folder). Other paths with a dot (/foo.xml,
  // /wp-login.php) pass here too, so they get the 404 page rather than reach [locale] as a language.
  matcher: ['/((?!(?:api|cms-api|admin|_next|_vercel)(?:/|$)|(?:(?:ru|kk|en)/)?(?:robots\\.txt|sitemap\\.xml|icon\\.svg|policy\\.pdf)$).*)'],
}
