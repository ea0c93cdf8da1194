import { notFound, readHandler, slugParam } from '@/lib/api'
import { getHouseBySlug } from '@/services/houses'

/** GET /api/houses/s/{slug} — one public queue with its chessboard of estates: {data: {...}}. */
export const GET = readHandler<{ slug: string }>(async ({ locale, params }) => {
  const house = await getHouseBySlug(locale, slugParam(params.slug))
  if (!house) throw notFound()
  return { data: house }
})
