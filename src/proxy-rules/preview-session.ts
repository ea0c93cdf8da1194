import { NextResponse, type NextRequest } from 'next/server'

import { DRAFT_MODE_COOKIE, PREVIEW_CACHE_CONTROL, PREVIEW_COOKIE } from '../lib/preview-constants'
import { isOpenPreviewSession } from '../lib/preview-links'

/**
 * An editor's draft preview (src/lib/preview-links.ts) as the proxy sees it:
 * - `open`: draft mode with our signed session that has not ended: pages render per request with drafts,
 *   unknown slugs reach the page (a draft's slug is not public yet), and nothing is cached or indexed;
 * - `ended`: either cookie alone, or a session past its end or not signed by us: both cookies are
 *   removed and the same URL asked again, as a visitor;
 * - `none`: a visitor.
 */
export type PreviewState = 'open' | 'ended' | 'none'

export function previewState(request: NextRequest): PreviewState {
  const session = request.cookies.get(PREVIEW_COOKIE)?.value
  const draftMode = request.cookies.has(DRAFT_MODE_COOKIE)
  if (!session && !draftMode) return 'none'
  return draftMode && isOpenPreviewSession(session) ? 'open' : 'ended'
}

/** The same URL again, without the preview's cookies. */
export function endPreview(request: NextRequest): NextResponse {
  const response = NextResponse.redirect(request.nextUrl, 307)
  response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL)
  response.cookies.delete(DRAFT_MODE_COOKIE)
  response.cookies.delete(PREVIEW_COOKIE)
  return response
}

/** A page with drafts: for this editor only, and never in a search engine's index. */
export function previewPage(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL)
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}
