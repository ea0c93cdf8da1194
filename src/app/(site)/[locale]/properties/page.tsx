import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { priceFromLabel } from '@/components/home/price'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { CategoryCard, type CategoryLinkGroup } from '@/components/properties/CategoryCard'
import { formatPrice, roomsLabel } from '@/components/properties/estate-format'
import { mediaPicture, type Picture } from '@/components/media/picture'
import { countValues } from '@/domain/money'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { EstateCategoryCode } from '@/domain/estate-categories'
import { complexNavigation, type ComplexNavItem } from '@/services/complexes'
import { categoryTabs, type CategoryTab } from '@/services/estate-categories'
import { freeStatsByHouse, lowerPrice, type HouseCategoryStat } from '@/services/estate-stats'
import { listEstates } from '@/services/estates'
import { pageMetadata } from '@/app/(site)/seo'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: PAGES.properties, title: t('nav-properties'), description: t('prop-landing-description') })
}

/** At most this many projects in a type's "by project" links. */
const PROJECT_LINKS = 6

/**
 * A type's projects with free units, cheapest first: the links of the types that have no room counts
 * (commercial premises, parking spaces, storerooms), so their cards say where they are.
 */
function projectLinks(code: EstateCategoryCode, stats: HouseCategoryStat[], projects: ComplexNavItem[]) {
  const offers = new Map<number, number | null>()
  for (const s of stats) if (s.category === code && s.count > 0) offers.set(s.complex, lowerPrice(offers.get(s.complex) ?? null, s.price_from))
  return projects
    .filter((p) => offers.has(p.id))
    .map((p) => ({ project: p, price: offers.get(p.id) ?? null }))
    .sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))
    .slice(0, PROJECT_LINKS)
}

/** How many of a type's cheapest free units to look through for one with a layout picture. */
const PICTURE_CANDIDATES = 6

/**
 * A type's picture: the layout of its cheapest free unit that has one (the unit its "from" price
 * names, as a rule), as the store's card size.
 */
async function categoryPicture(locale: Locale, tab: CategoryTab): Promise<Picture | null> {
  if (tab.estates_count === 0) return null
  const { data } = await listEstates(locale, { category: tab.code, statuses: ['free'] }, 'price', 1, PICTURE_CANDIDATES)
  const withLayout = data.find((estate) => estate.layout)
  return mediaPicture(withLayout?.layout, 'card')
}

/**
 * The properties section: one card per type with a picture, its lowest free price ("from …") and count
 * of free units, and links per room count and finishing type with their 'price from' (the same data as
 * the header's mega-menu), or per project for the types without room counts.
 */
export default async function PropertiesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, tabs, stats, projects] = await Promise.all([getTranslations(), categoryTabs(locale), freeStatsByHouse(), complexNavigation(locale)])
  const pictures = await Promise.all(tabs.map((tab) => categoryPicture(locale, tab)))

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.properties, label: t('nav-properties') }]} />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('nav-properties')}</h1>
        <p className={frame.lead}>{t('prop-landing-text')}</p>
      </header>
      <ul className={frame.wideCards} {...cardRows(tabs.length)}>
        {tabs.map((tab, index) => {
          const groups: CategoryLinkGroup[] = []
          if (tab.rooms_data.length > 0)
            groups.push({
              title: t('nav-by-rooms'),
              links: tab.rooms_data.map((entry) => ({
                key: entry.rooms,
                href: propertiesPath(tab.code, { rooms: entry.rooms }),
                label: roomsLabel(t, entry.rooms, entry.plus),
                price: priceFromLabel(t, entry.price_from),
              })),
            })
          if (tab.restorations_data.length > 0)
            groups.push({
              title: t('nav-by-restoration'),
              links: tab.restorations_data.map((entry) => ({
                key: entry.id,
                href: propertiesPath(tab.code, { restoration: entry.title }),
                label: entry.title,
                price: priceFromLabel(t, entry.price_from),
              })),
            })
          const where = tab.rooms_data.length > 0 ? [] : projectLinks(tab.code, stats, projects)
          if (where.length > 0)
            groups.push({
              title: t('prop-by-project'),
              links: where.map(({ project, price }) => ({
                key: project.id,
                href: propertiesPath(tab.code, { complexId: project.id }),
                label: project.name,
                price: priceFromLabel(t, price),
              })),
            })
          return (
            <li key={tab.code}>
              <CategoryCard
                code={tab.code}
                title={tab.title}
                href={propertiesPath(tab.code)}
                image={pictures[index]}
                imageAlt={t('prop-category-image-alt', { title: tab.title })}
                price={tab.price_from !== null ? t('price-from', { price: formatPrice(t, tab.price_from) }) : null}
                count={tab.estates_count > 0 ? t('offers-count', countValues(tab.estates_count)) : t('prop-empty-category')}
                groups={groups}
                allLabel={t('prop-category-all')}
                eager={index === 0}
              />
            </li>
          )
        })}
      </ul>
    </main>
  )
}
