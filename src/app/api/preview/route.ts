import { cookies, draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { PREVIEW_CACHE_CONTROL, PREVIEW_COOKIE } from '@/lib/preview-constants'
import { previewSession, SESSION_LIFETIME_MS, verifyPreviewLink } from '@/lib/preview-links'

export const dynamic = 'force-dynamic'

const PRIVATE = { 'Cache-Control': PREVIEW_CACHE_CONTROL, 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * An editor's preview link (src/lib/preview-links.ts): turns on draft mode for this browser and opens the
 * page. A forged, altered or expired link is refused and changes nothing.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const path = verifyPreviewLink(request.nextUrl.searchParams)
  if (!path)
    return new NextResponse(
      'Ссылка предпросмотра устарела или неверна: откройте предпросмотр в админке ещё раз.\nThis preview link has expired or is not valid: open the preview from the admin again.\n',
      { status: 403, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } },
    )
  ;(await draftMode()).enable()
  ;(await cookies()).set(PREVIEW_COOKIE, previewSession(), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: SESSION_LIFETIME_MS / 1000,
  })
  return new NextResponse(null, { status: 307, headers: { ...PRIVATE, Location: path } })
}
