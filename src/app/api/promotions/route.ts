import { pageParams, parseQuery, readHandler, rejectUnknownFilters } from '@/lib/api'
import { filterParams } from '@/lib/filter-params'
import { unknownFilterTargets } from '@/services/filter-targets'
import { listPromotions } from '@/services/promotions'

const query = pageParams.extend({ complex_id: filterParams.id, active: filterParams.flag })

/**
 * GET /api/promotions?per_page=12&page=N[&complex_id=N][&active=1|0]
 *   -> { data: [{ id, slug, title, excerpt, starts_at, ends_at, is_basic, is_active, image, complex }], meta }
 * Latest start first; a promotion appears at its start (starts_at). active=1: running now; active=0: ended; absent: all.
 */
export const GET = readHandler(async ({ locale, searchParams }) => {
  const { page, per_page, complex_id, active } = parseQuery(query, searchParams)
  rejectUnknownFilters(await unknownFilterTargets({ complex_id }))
  return listPromotions(locale, { page, perPage: per_page, complexId: complex_id, active })
})
