import { categoryPath, type EstateCategoryCode } from '@/domain/estate-categories'
import { PAGES } from '@/domain/site-pages'

/**
 * A listing link scoped to a project or a queue. The listing page reads the same query parameters as
 * GET /api/estates (complex_id, house_id, rooms), so a link here opens the listing already filtered.
 */
export function scopedListingPath(code: EstateCategoryCode, scope: { complexId?: number; houseId?: number; rooms?: number }): string {
  const query = new URLSearchParams()
  if (scope.complexId !== undefined) query.set('complex_id', String(scope.complexId))
  if (scope.houseId !== undefined) query.set('house_id', String(scope.houseId))
  if (scope.rooms !== undefined) query.set('rooms', String(scope.rooms))
  const search = query.toString()
  return `${PAGES.properties}/${categoryPath(code)}${search ? `?${search}` : ''}`
}
