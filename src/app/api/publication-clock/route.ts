import { timingSafeEqual } from 'node:crypto'

import { expireTags } from '@/content/hooks/revalidate'
import { json, notFound } from '@/lib/api'
import { publicationClockToken } from '@/services/publication-clock'

/**
 * POST /api/publication-clock — not public: the publication clock of this very process
 * (src/services/publication-clock.ts) asks it when a scheduled publication, start or end of news or a
 * promotion has passed, with a token only this process knows; it expires what a save of news or
 * promotions would. Anyone else gets a 404.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('x-publication-clock') ?? '')
  const token = Buffer.from(publicationClockToken())
  if (given.length !== token.length || !timingSafeEqual(given, token)) {
    const error = notFound()
    return json(error.body, { status: error.status, cache: false })
  }
  await expireTags(['articles', 'promotions'])
  return json({ data: { expired: true } }, { cache: false })
}
