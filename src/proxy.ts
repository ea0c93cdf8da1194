import type { NextRequest, NextResponse } from 'next/server'

import { adminDocumentLocale } from './proxy-rules/admin-locale'
import { auditPlaceholder } from './proxy-rules/audit-placeholder'
import { proxyContext, type ProxyRule } from './proxy-rules/context'
import { editorRedirect } from './proxy-rules/editor-redirects'
import { endPreview, previewPage, previewState } from './proxy-rules/preview-session'
import { languageRouting, shareablePage, withPathHeader } from './proxy-rules/responses'
import { unroutedPath } from './proxy-rules/unrouted-paths'
import { isPrivatePage } from './domain/site-sections'
import { urlRules } from './proxy-rules/url-rules'

/**
 * Every site request passes here (Node runtime): the spec §2 URL rules, the editors' redirects and
 * next-intl's language routing, combined so that a visitor gets at most one redirect.
 *
 * Pages are cached (rendered once, then served from Next's cache), so everything that depends on the
 * request is decided here, before the cache: the audit placeholder, the redirects, the language hop and
 * the 404 page (and its plain variant for search-engine bots). Pages render from their route params only.
 * Each rule answers or passes (./proxy-rules); the first answer wins, in this order. An editor's draft
 * preview is neither cached nor shared (./proxy-rules/preview-session.ts).
 */
const RULES: readonly ProxyRule[] = [auditPlaceholder, editorRedirect, urlRules, unroutedPath]

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname.startsWith('/admin/')) return adminDocumentLocale(request)
  const preview = previewState(request)
  if (preview === 'ended') return endPreview(request)
  const context = proxyContext(request, preview === 'open')
  for (const rule of RULES) {
    const response = await rule(context)
    if (response) return response
  }
  const page = languageRouting(withPathHeader(request, request.url, request.nextUrl.pathname))
  if (context.preview) return previewPage(page)
  return isPrivatePage(request.nextUrl.pathname) ? page : shareablePage(page)
}

export const config = {
  // Everything except the APIs, the admin, Next's files and image optimizer and the site's own files
  // (robots.txt, the sitemaps, the icon, the policy PDFs; there is no public folder). Other paths with a
  // dot (/foo.xml, /wp-login.php) and other /_next paths (/_next, /_next/about: Next serves nothing
  // there) pass here too, so they get the 404 page rather than reach [locale] as a language.
  // The admin's document pages only for their content language (./proxy-rules/admin-locale.ts).
  matcher: [
    '/((?!(?:api|cms-api|admin|img|_next/static|_next/image)(?:/|$)|(?:(?:ru|kk|en)/)?(?:robots\\.txt|sitemap\\.xml|icon\\.svg|policy\\.pdf)$).*)',
    '/admin/collections/:slug/:id',
    '/admin/globals/:slug',
  ],
}
