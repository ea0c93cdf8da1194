import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE } from '../domain/locales'

/** A document's edit page in the admin: /admin/collections/{slug}/{id or create}, /admin/globals/{slug}. */
const DOCUMENT_PAGE = /^\/admin\/(?:collections\/[^/]+\/[^/]+|globals\/[^/]+)\/?$/

/**
 * Every document opens in Russian unless its address names a language (issue 31, item 4). Payload keeps
 * the content language an editor last chose (a `locale` preference, saved whenever an address carries
 * `?locale=`) and opens every later document in it, so after one Kazakh edit a new article's Russian
 * text went into its Kazakh fields. A document's page without `?locale=` is sent on to `?locale=ru`,
 * which Payload also stores as the preference; the language switcher's own addresses carry theirs. Only
 * page loads (GET): Payload's server functions post to the same address.
 */
export function adminDocumentLocale(request: NextRequest): NextResponse {
  const url = request.nextUrl
  if (request.method !== 'GET' || !DOCUMENT_PAGE.test(url.pathname) || url.searchParams.has('locale')) return NextResponse.next()
  const target = url.clone()
  target.searchParams.set('locale', DEFAULT_LOCALE)
  return NextResponse.redirect(target, 307)
}
