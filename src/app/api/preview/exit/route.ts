import { cookies, draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { PREVIEW_CACHE_CONTROL, PREVIEW_COOKIE } from '@/lib/preview-constants'
import { isSitePath } from '@/lib/preview-links'

export const dynamic = 'force-dynamic'

/** The page the exit link was followed from (same site only), else the home page. */
function pageLeft(request: NextRequest): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    const path = `${referer.pathname}${referer.search}`
    return referer.host === request.headers.get('host') && isSitePath(path) ? path : '/'
  } catch {
    return '/'
  }
}

/** Ends this browser's preview and opens the published version of the page it was left from (the preview bar's exit link). */
export async function GET(request: NextRequest): Promise<NextResponse> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_COOKIE)
  return new NextResponse(null, { status: 307, headers: { 'Cache-Control': PREVIEW_CACHE_CONTROL, Location: pageLeft(request) } })
}
