import { getTranslations } from 'next-intl/server'

import { mediaPicture } from '@/components/media/picture'
import { floorHref, floorPlanAreas } from '@/components/projects/picker/floor-links'
import { PlanPicker } from '@/components/projects/picker/PlanPicker'
import { planForFloor, summarize } from '@/domain/plan-areas'
import type { Locale } from '@/i18n/locales'
import type { EstateDetail } from '@/services/estates'
import type { ChessboardCell, FloorPlan } from '@/services/houses'
import styles from './property.module.css'

/** What the property page reads for it: its queue's floor plans and the units of its floor. */
export type UnitFloor = { floorPlans: FloorPlan[]; units: ChessboardCell[] }

/**
 * The unit on its floor (issue 33, item 2): its queue's typical plan of that floor with this unit
 * highlighted, its place (entrance, floor, place on the landing) and what its neighbours hold. Shown when
 * the queue has a plan of the floor that outlines this unit.
 */
export async function UnitOnFloor({ locale, estate, floorPlans, units }: { locale: Locale; estate: EstateDetail } & UnitFloor) {
  if (estate.floor === null) return null
  const t = await getTranslations()
  const self = units.find((unit) => unit.id === estate.id)
  const plan = planForFloor(floorPlans, estate.floor, estate.section)
  const picture = plan && mediaPicture(plan.image, 'hero', { width: 1600, height: 900 })
  const own = self && plan?.areas.find((area) => area.position === self.floor_position)
  if (!self || !plan || !picture || !own) return null
  const areas = floorPlanAreas(t, locale, plan, units, estate.id)
  const neighbours = summarize(units.filter((unit) => unit.id !== estate.id))
  return (
    <section aria-labelledby="property-floor" className={styles.block} data-testid="property-floor">
      <h2 id="property-floor" className={styles.sectionTitle}>
        {t('prop-on-floor-title')}
      </h2>
      {estate.section !== null && self.floor_position !== null && (
        <p>{t('prop-on-floor-place', { section: estate.section, floor: estate.floor, position: self.floor_position })}</p>
      )}
      <PlanPicker picture={picture} alt={t('picker-floor-plan-alt', { place: t('picker-floor', { floor: estate.floor }) })} areas={areas} sizes="(max-width: 960px) 100vw, 60vw" />
      <p>{t('prop-on-floor-neighbours', { free: neighbours.free, reserved: neighbours.reserved, sold: neighbours.sold })}</p>
      <a className={styles.more} href={floorHref(locale, estate.house.slug, { floor: estate.floor, section: estate.section })}>
        {t('prop-on-floor-link')} →
      </a>
    </section>
  )
}
