import { floorSearch, type FloorChoice } from '@/domain/floor-view'
import { localizedPath } from '@/domain/routing-rules'
import { estatePath, queuePath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/messages'
import type { ChessboardCell, FloorPlan } from '@/services/houses'
import { unitName } from './picker-names'
import type { PickerArea } from './PlanPicker'

/** The anchor the facade's links and the floor view's own links land on. */
export const FLOOR_ANCHOR = 'queue-floor'

/** A floor of a queue in the queue page's floor view. */
export const floorHref = (locale: Locale, queueSlug: string, choice: FloorChoice): string => `${localizedPath(locale, queuePath(queueSlug))}${floorSearch(choice)}#${FLOOR_ANCHOR}`

/** A unit's page; none for a sold one, which has no page (spec §2). */
export const unitHref = (locale: Locale, unit: ChessboardCell): string | undefined =>
  unit.status === 'sold' ? undefined : localizedPath(locale, estatePath(unit.category, unit.slug))

/**
 * The outlines of a typical floor plan with the units of one floor on them (by their place on the landing),
 * each a link to its unit; `currentId`, the unit a page is about, is highlighted and not linked to itself.
 */
export function floorPlanAreas(t: Translate, locale: Locale, plan: FloorPlan, units: ChessboardCell[], currentId?: number): PickerArea[] {
  return plan.areas.flatMap((area) => {
    const unit = units.find((u) => u.floor_position === area.position)
    if (!unit) return []
    const current = unit.id === currentId
    return [{ key: String(unit.id), href: current ? undefined : unitHref(locale, unit), name: unitName(t, unit), points: area.points, availability: unit.status, current }]
  })
}
