import { parseQuery, readHandler } from '@/lib/api'
import { complexFilterSchema, toComplexFilters } from '@/domain/projects-query'
import { complexFilterOptions } from '@/services/complexes'

/**
 * GET /api/complexes/filters (optionally with the list's filter query)
 * {data: {cities, statuses, classes, completion_years, price: {min, max}, total}}: the values each filter offers, with counts.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const query = parseQuery(complexFilterSchema, searchParams)
  return { data: await complexFilterOptions(locale, toComplexFilters(query)) }
})
