import { getTranslations } from 'next-intl/server'

import { mediaPicture } from '@/components/media/picture'
import { areaLabel, estateTitle, formatPrice } from '@/components/properties/estate-format'
import { queuePath } from '@/domain/site-pages'
import { sameFloor, type FloorChoice } from '@/domain/floor-view'
import { planForFloor, summarize } from '@/domain/plan-areas'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import type { ChessboardCell, FloorSummary, HouseSummary } from '@/services/houses'
import { FLOOR_ANCHOR, floorHref, floorPlanAreas, unitHref } from './floor-links'
import { floorName, legendTitles, placeName } from './picker-names'
import { PickerLegend, PlanPicker, type PickerArea } from './PlanPicker'
import { Button } from '@/components/ui/Button'
import { SelectField } from '@/components/ui/SelectField'
import pill from '@/components/ui/pill-link.module.css'
import styles from './picker.module.css'

const SIZES = '(min-width: 72rem) 48rem, 100vw'

type Props = {
  locale: Locale
  house: HouseSummary
  /** Every floor of every section with what it holds (services/houses.ts, floorSummaries). */
  floors: FloorSummary[]
  /** The floor in view (`?floor=&entrance=`) with its units, or none. */
  floor: (FloorChoice & { units: ChessboardCell[] }) | null
}

/**
 * A queue's facade (the picker's second level: a link per floor of each entrance, coloured by what it
 * holds) and, once a floor is chosen, that floor (the third level): its typical plan with a link per unit,
 * and the list of its units beside it, which also reaches units the plan does not outline.
 */
export async function QueuePicker({ locale, house, floors, floor }: Props) {
  const t = await getTranslations()
  const facade = house.facade
  const picture = mediaPicture(facade?.image, 'hero', { width: 1000, height: 1000 })
  const summaryOf = (choice: FloorChoice) => floors.find((f) => sameFloor(f, choice)) ?? summarize([])
  const facadeAreas: PickerArea[] = (facade?.areas ?? []).map((area) => {
    const summary = summaryOf(area)
    return {
      key: `${area.floor}:${area.section}`,
      href: floorHref(locale, house.slug, area),
      name: placeName(t, floorName(t, area.floor, area.section, house.sections), summary),
      points: area.points,
      availability: summary.availability,
      current: floor !== null && sameFloor(floor, area),
    }
  })
  return (
    <>
      {picture && facadeAreas.length > 0 && (
        <>
          <p className={styles.hint}>{t('picker-facade-hint')}</p>
          <PlanPicker picture={picture} alt={facade?.image.alt || t('picker-facade-title')} areas={facadeAreas} sizes={SIZES} />
          <PickerLegend titles={legendTitles(t)} />
          <FloorForm locale={locale} house={house} floors={floors} current={floor} />
        </>
      )}
      {floor && <FloorView locale={locale} house={house} floor={floor} hasFloor={(choice) => floors.some((f) => sameFloor(f, choice))} />}
    </>
  )
}

/**
 * The same choice as a form (a GET to the floor view, no script): native selects are easier on a phone than a
 * facade's floor bands, which a tall house makes a few millimetres high, and they read out as a list.
 */
async function FloorForm({ locale, house, floors, current }: { locale: Locale; house: HouseSummary; floors: FloorSummary[]; current: FloorChoice | null }) {
  const t = await getTranslations()
  const places = [...floors, ...(house.facade?.areas ?? [])]
  const floorNumbers = [...new Set(places.map((p) => p.floor))].sort((a, b) => a - b)
  const entrances = [...new Set(places.flatMap((p) => (p.section === null ? [] : [p.section])))].sort((a, b) => a - b)
  if (!floorNumbers.length) return null
  // Without a floor in view, the lowest floor above ground with free units (not the car park below it).
  const firstFree = floors.filter((f) => f.floor >= 1 && f.free > 0).sort((a, b) => a.floor - b.floor || (a.section ?? 0) - (b.section ?? 0))[0]
  const shown = current ?? firstFree ?? { floor: floorNumbers[0], section: entrances[0] ?? null }
  const options = (values: number[]) => values.map((value) => ({ value: String(value), label: String(value) }))
  return (
    <form className={styles.floorForm} method="get" action={`${localizedPath(locale, queuePath(house.slug))}#${FLOOR_ANCHOR}`}>
      <SelectField id="picker-floor" name="floor" label={t('picker-form-floor')} options={options(floorNumbers)} defaultValue={String(shown.floor)} />
      {entrances.length > 1 ? (
        <SelectField id="picker-entrance" name="entrance" label={t('picker-form-entrance')} options={options(entrances)} defaultValue={String(shown.section ?? entrances[0])} />
      ) : (
        entrances.length === 1 && <input type="hidden" name="entrance" value={entrances[0]} />
      )}
      <Button type="submit" variant="outline">
        {t('picker-form-show')}
      </Button>
    </form>
  )
}

type FloorProps = {
  locale: Locale
  house: HouseSummary
  floor: FloorChoice & { units: ChessboardCell[] }
  hasFloor: (choice: FloorChoice) => boolean
}

/** One floor of one entrance: its plan (when the queue has one for it) and its units, each a link while it has a page. */
async function FloorView({ locale, house, floor, hasFloor }: FloorProps) {
  const t = await getTranslations()
  const place = floorName(t, floor.floor, floor.section, house.sections)
  const plan = planForFloor(house.floor_plans, floor.floor, floor.section)
  const picture = plan && mediaPicture(plan.image, 'hero', { width: 1600, height: 900 })
  // Sold units have no page (spec §2): their outline and row say so without a link.
  const areas = plan ? floorPlanAreas(t, locale, plan, floor.units) : []
  const below = { floor: floor.floor - 1, section: floor.section }
  const above = { floor: floor.floor + 1, section: floor.section }
  const summary = summarize(floor.units)
  return (
    <section id={FLOOR_ANCHOR} className={styles.floor} aria-labelledby={`${FLOOR_ANCHOR}-title`}>
      <div className={styles.floorHead}>
        <h3 id={`${FLOOR_ANCHOR}-title`}>{placeName(t, place, summary)}</h3>
        <ul className={styles.floorNav}>
          {hasFloor(below) && (
            <li>
              <a className={pill.pill} href={floorHref(locale, house.slug, below)}>
                ↓ {t('picker-floor-down')}
              </a>
            </li>
          )}
          {hasFloor(above) && (
            <li>
              <a className={pill.pill} href={floorHref(locale, house.slug, above)}>
                ↑ {t('picker-floor-up')}
              </a>
            </li>
          )}
          <li>
            <a className={pill.pill} href={`${localizedPath(locale, queuePath(house.slug))}#queue-picker`}>
              {t('picker-floor-close')}
            </a>
          </li>
        </ul>
      </div>
      <div>
        {picture && areas.length > 0 ? (
          <>
            <p className={styles.hint}>{t('picker-floor-hint')}</p>
            <PlanPicker picture={picture} alt={t('picker-floor-plan-alt', { place })} areas={areas} sizes={SIZES} />
          </>
        ) : (
          <p className={styles.hint}>{t('picker-floor-no-plan')}</p>
        )}
      </div>
      <div>
        <h4 className="visually-hidden">{t('picker-floor-units')}</h4>
        {floor.units.length ? (
          <ul className={styles.units}>
            {floor.units.map((unit) => {
              const href = unitHref(locale, unit)
              const body = (
                <>
                  <span className={styles.unitNumber}>{estateTitle(t, unit)}</span>
                  <span>{areaLabel(t, unit.area)}</span>
                  <span className={styles.unitPrice}>{unit.status === 'free' ? formatPrice(t, unit.price) : ''}</span>
                  <span className={styles.unitStatus}>{t(`prop-status-${unit.status}`)}</span>
                </>
              )
              return (
                <li key={unit.id}>
                  {href ? (
                    <a className={styles.unit} href={href}>
                      {body}
                    </a>
                  ) : (
                    <div className={styles.unit}>{body}</div>
                  )}
                </li>
              )
            })}
          </ul>
        ) : (
          <p className={styles.hint}>{t('picker-floor-empty')}</p>
        )}
      </div>
    </section>
  )
}
