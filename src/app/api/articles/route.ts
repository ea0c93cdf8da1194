import { pageParams, parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { filterParams } from '@/lib/filter-params'
import { listArticles } from '@/services/articles'
import { unknownFilterTargets } from '@/services/filter-targets'

const query = pageParams.extend({ search: filterParams.search, year: filterParams.year, complex_id: filterParams.id })

/**
 * GET /api/articles?per_page=12&page=N[&search=text][&year=YYYY][&complex_id=N]
 *   -> { data: [{ id, slug, title, excerpt, published_at, image, complex }], meta: { current_page, per_page, total, last_page } }
 * Newest first. search: title or excerpt, case-insensitive; year: of published_at (Kazakhstan time).
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { page, per_page, search, year, complex_id } = parseQuery(query, searchParams)
  rejectUnknownFilters(await unknownFilterTargets({ complex_id }))
  return listArticles(locale, { page, perPage: per_page, search, year, complexId: complex_id })
})
