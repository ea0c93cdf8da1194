import { notFound, readHandler, slugParam } from '@/lib/api'
import { getArticle } from '@/services/articles'

/**
 * GET /api/articles/{slug} -> { data: { id, slug, title, excerpt, published_at, image, complex,
 * content (Lexical JSON), content_html, seo: {title, description}, related: [3 summaries] } }; unknown: 404.
 */
export const GET = readHandler<{ slug: string }>(async ({ locale, params }) => {
  const article = await getArticle(locale, slugParam(params.slug))
  if (!article) throw notFound()
  return { data: article }
})
