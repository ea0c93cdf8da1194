import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { cataloguePath } from './domain/catalogue-paths'
import { isAbsoluteUrl } from './domain/redirects'
import { decideRoute, pathSegments, PATHNAME_HEADER, splitLocale } from './domain/routing-rules'
import { isAuditTool } from './domain/user-agents'
import { routing } from './i18n/routing'
import { catalogueEntryExists } from './services/catalogue-paths'
import { findRedirect } from './services/redirects'

/**
 * Every site request passes here (Node runtime): the spec §2 normalisation rules, the editors' redirects
 * and next-intl's language routing, combined so that a visitor gets at most one redirect.
 * The public path travels on to the pages in the `x-pathname` request header (canonical links, logs).
 */

const intl = createMiddleware(routing)

/** Internal path that no route answers: app/global-not-found.tsx renders the 404 page for it. */
const NOT_FOUND_PATH = '/_not-found-page'
const MAX_REDIRECT_CHAIN = 5
const PERMANENT = new Set([301, 308])

type Redirect = { to: string; status: number }

/**
 * Editors' redirects through the Local API (the proxy runs in the server process, so this is an in-process
 * query of about a millisecond). Next's data cache does not work in the proxy, so answers are kept in
 * memory for a few seconds: an editor's change shows within that time on every instance.
 */
const LOOKUP_TTL_MS = 5_000
const LOOKUP_MAX_ENTRIES = 2_000
const lookups = new Map<string, { at: number; value: Redirect | null }>()

async function lookupRedirect(path: string): Promise<Redirect | null> {
  const now = Date.now()
  const hit = lookups.get(path)
  if (hit && now - hit.at < LOOKUP_TTL_MS) return hit.value
  let value: Redirect | null = null
  try {
    value = await findRedirect(path)
  } catch (error) {
    // A store hiccup must not take the site down: serve the page without the redirect.
    console.error('[proxy] redirect lookup failed', path, error)
    return null
  }
  if (lookups.size >= LOOKUP_MAX_ENTRIES) lookups.delete(lookups.keys().next().value!)
  lookups.set(path, { at: now, value })
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
  const catalogue = cataloguePath(rest)
  if (catalogue && !(await catalogueEntryExists(catalogue))) return notFoundPage(request, locale)
  return intl(withPathHeader(request, request.url, pathname))
}

/** The server-rendered 404 page (app/global-not-found.tsx) for the requested path, status 404. */
function notFoundPage(request: NextRequest, locale: string): NextResponse {
  const url = new URL(`/${locale}${NOT_FOUND_PATH}`, request.url)
  const headers = new Headers(request.headers)
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Everything except the APIs, the admin, Next internals and the site's own files (robots.txt, the
  // sitemaps, the icon, the policy PDFs; there is no public folder). Other paths with a dot (/foo.xml,
  // /wp-login.php) pass here too, so they get the 404 page rather than reach [locale] as a language.
  matcher: ['/((?!(?:api|cms-api|admin|_next|_vercel)(?:/|$)|(?:(?:ru|kk|en)/)?(?:robots\\.txt|sitemap\\.xml|icon\\.svg|policy\\.pdf)$).*)'],
}
