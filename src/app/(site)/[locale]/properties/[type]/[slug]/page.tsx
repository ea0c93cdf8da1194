import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { propertyPlanImage, PropertyDetail } from '@/components/properties/PropertyDetail'
import { estateKind, formatPrice, shownArea } from '@/components/properties/estate-format'
import { cheapestMortgage } from '@/domain/mortgage-estimate'
import { estatePath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/messages'
import { absoluteUrl } from '@/lib/site-origin'
import { calculatorPrograms } from '@/services/purchase-programs'
import type { EstateDetail } from '@/services/estates'
import { listPropertyDescriptions } from '@/services/property-descriptions'
import { pageMetadata } from '@/app/(site)/seo'
import { loadProperty } from './property-data'
import { getSiteSettings } from '@/services/site-settings'
import { floorChessboardEstates, getHouseSummary } from '@/services/houses'

type Props = { params: Promise<{ locale: Locale; type: string; slug: string }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

function metaTitle(t: Translate, estate: EstateDetail): string {
  return t('prop-meta-title', { title: estateKind(t, estate), name: estate.number, count: shownArea(estate.area), studio: estate.complex.name })
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type, slug } = await params
  const [{ estate }, t] = await Promise.all([loadProperty(locale, type, slug), getTranslations({ locale })])
  return pageMetadata({
    locale,
    path: estatePath(estate.category, estate.slug),
    title: metaTitle(t, estate),
    description: t('prop-meta-description', { title: estateKind(t, estate), name: estate.number, studio: estate.complex.name, price: formatPrice(t, estate.price) }),
    image: propertyPlanImage(estate)?.url ? absoluteUrl(propertyPlanImage(estate)!.url) : null,
  })
}

/** The unit's floor for its plan (components/properties/UnitOnFloor): its queue's floor plans and the floor's units. */
async function loadUnitFloor(locale: Locale, estate: EstateDetail) {
  if (estate.floor === null) return null
  const [house, units] = await Promise.all([getHouseSummary(locale, estate.house.slug), floorChessboardEstates(estate.house.id, estate.section, estate.floor)])
  return { floorPlans: house?.floor_plans ?? [], units }
}

/** One property (its body: components/properties/PropertyDetail), from the store's texts and programs. */
export default async function PropertyPage({ params }: Props) {
  const { locale, type, slug } = await params
  setRequestLocale(locale)
  const { estate, categoryTitle } = await loadProperty(locale, type, slug)
  const [descriptions, programs, settings, floor] = await Promise.all([
    listPropertyDescriptions(locale, { category: estate.category }),
    calculatorPrograms(locale, { complexId: estate.complex.id, houseId: estate.house.id, categories: [estate.category] }),
    getSiteSettings(locale),
    loadUnitFloor(locale, estate),
  ])
  // Blocks for this estate: each scope the block names (project, queue, room count) must be the estate's.
  const texts = descriptions.filter(
    (d) =>
      (d.complex_id === null || d.complex_id === estate.complex.id) &&
      (d.house_id === null || d.house_id === estate.house.id) &&
      (d.estate_rooms === null || d.estate_rooms === estate.rooms),
  )
  return (
    <PropertyDetail
      locale={locale}
      estate={estate}
      categoryTitle={categoryTitle}
      texts={texts}
      mortgage={cheapestMortgage(programs.mortgages, estate.price)}
      sales={settings}
      floor={floor}
    />
  )
}
