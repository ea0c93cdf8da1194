import { cookies, draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { PREVIEW_COOKIE } from '@/lib/preview-constants'
import { isSitePath } from '@/lib/preview-links'

export const dynamic = 'force-dynamic'

/** Ends this browser's preview and opens the published page at `path` (the preview bar's exit link). */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_COOKIE)
  return new NextResponse(null, { status: 307, headers: { 'Cache-Control': 'private, no-store', Location: isSitePath(path) ? path : '/' } })
}
