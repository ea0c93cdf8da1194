import { getTranslations } from 'next-intl/server'

import { priceFromLabel } from '@/components/home/price'
import { mediaPicture } from '@/components/media/picture'
import { countValues } from '@/domain/money'
import { localizedPath } from '@/domain/routing-rules'
import { queuePath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { ComplexDetail } from '@/services/complexes'
import { legendTitles, placeName } from './picker-names'
import { PickerLegend, PlanPicker, type PickerArea } from './PlanPicker'
import styles from './picker.module.css'

/** The picture's width on the page: the content column, up to 72rem. */
const SIZES = '(min-width: 72rem) 72rem, 100vw'

/**
 * A project's master plan (the picker's first level): each published queue's outline links to the queue,
 * green while it has free units, with its lowest price always shown over it.
 */
export async function MasterPlan({ locale, complex }: { locale: Locale; complex: ComplexDetail }) {
  const plan = complex.master_plan
  const picture = mediaPicture(plan?.image, 'hero', { width: 1600, height: 1000 })
  if (!plan || !picture || !plan.areas.length) return null
  const t = await getTranslations()
  const areas: PickerArea[] = plan.areas.flatMap(({ house, points }) => {
    const queue = complex.houses.find((h) => h.id === house.id)
    if (!queue) return []
    const summary = { free: queue.estates_count, priceFrom: queue.price_from }
    return [
      {
        key: String(house.id),
        href: localizedPath(locale, queuePath(house.slug)),
        name: placeName(t, house.name, summary),
        label: `${house.name} · ${priceFromLabel(t, queue.price_from) ?? t('picker-free', countValues(queue.estates_count))}`,
        points,
        availability: queue.estates_count > 0 ? 'free' : 'sold',
      },
    ]
  })
  return (
    <>
      <p className={styles.hint}>{t('picker-plan-hint')}</p>
      <PlanPicker picture={picture} alt={t('picker-plan-alt', { name: complex.name })} areas={areas} sizes={SIZES} />
      <PickerLegend titles={legendTitles(t)} />
    </>
  )
}
