import { parseQuery, readHandler } from '@/lib/api'
import { complexListSchema, toComplexFilters } from '@/domain/projects-query'
import { listComplexes } from '@/services/complexes'

/**
 * GET /api/complexes?page=&per_page=&city=&status=&class=&completion=&completion_from=&completion_to=&price_from=&price_to=&search=
 * A page of public projects: {data: [project], meta}. Shapes and filters: src/services/complexes.ts.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const query = parseQuery(complexListSchema, searchParams)
  return listComplexes(locale, toComplexFilters(query), query.page, query.per_page)
})
