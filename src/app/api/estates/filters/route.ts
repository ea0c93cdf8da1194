import { parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { estateListSchema } from '@/domain/estates-query'
import { estateFilterOptions, resolveEstateFilters } from '@/services/estate-filters'

/**
 * GET /api/estates/filters?category=&... (the list's filter query; page and sort are accepted and ignored)
 * {data: {category, total, rooms, restorations, complexes, houses, completion_years, price, area, floor}}.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { sort: _sort, page: _page, per_page: _perPage, ...query } = parseQuery(estateListSchema, searchParams)
  const { filters, invalid } = await resolveEstateFilters(query)
  rejectUnknownFilters(invalid)
  return { data: await estateFilterOptions(locale, filters) }
})
