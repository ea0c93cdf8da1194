import { parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { estateListSchema } from '@/domain/estates-query'
import { resolveEstateFilters } from '@/services/estate-filters'
import { listEstates } from '@/services/estates'

/**
 * GET /api/estates?category=&page=&per_page=&sort=&rooms=&restorations=&price_from=&price_to=&area_from=&area_to=
 *   &floor_from=&floor_to=&complex_id=&house_id=&completion=&status=
 * A page of public estates: {data: [estate], meta}. Filters: src/domain/estates-query.ts; sort: price (default),
 * -price, area, -area, price_per_m2, -price_per_m2, floor, -floor.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { sort, page, per_page, ...query } = parseQuery(estateListSchema, searchParams)
  const { filters, invalid } = await resolveEstateFilters(query)
  rejectUnknownFilters(invalid)
  return listEstates(locale, filters, sort, page, per_page)
})
