import { notFound, readHandler, slugParam } from '@/lib/api'
import { getPromotion } from '@/services/promotions'

/**
 * GET /api/promotions/{slug} -> { data: { ...summary, content (Lexical JSON), content_html, seo } }; unknown: 404.
 * ('basic' is the list above: a promotion cannot use that slug.)
 */
export const GET = readHandler<{ slug: string }>(async ({ locale, params }) => {
  const promotion = await getPromotion(locale, slugParam(params.slug))
  if (!promotion) throw notFound()
  return { data: promotion }
})
