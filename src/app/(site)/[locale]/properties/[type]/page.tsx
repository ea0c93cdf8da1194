import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EstateCard } from '@/components/properties/EstateCard'
import { ListingFiltersOnIntent } from '@/components/properties/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/properties/listing-filters.module.css'
import { Pagination } from '@/components/ui/Pagination'
import { roomsLabel } from '@/components/properties/estate-format'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { ButtonLink } from '@/components/ui/Button'
import { categoryPath, ESTATE_CATEGORY_CODES } from '@/domain/estate-categories'
import { ROOMS_PLUS } from '@/domain/estate-filters'
import { canonicalListingQuery, correctedSearch, hasFilters, pageSearch, titlePageSuffix, type ListingQuery } from '@/domain/estates-query'
import { countValues } from '@/domain/money'
import type { SearchParams } from '@/domain/query-params'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/messages'
import { Link } from '@/i18n/server-link'
import { listEstateCategories } from '@/services/estate-categories'
import { pageMetadata } from '@/app/(site)/seo'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import pill from '@/components/ui/pill-link.module.css'
import styles from '../properties.module.css'
import { loadListing } from './listing-data'
import { AlertForm } from '@/components/alerts/AlertForm'

/** The results region: the filters bring its top into view after a change. */
const RESULTS_ID = 'results'

type Props = { params: Promise<{ locale: Locale; type: string }>; searchParams: Promise<SearchParams> }

/** "Flats", "Flats: 2-room", then " — page 3" above page 1 (spec §2). */
function listingTitle(t: Translate, categoryTitle: string, query: ListingQuery): string {
  const rooms = query.rooms.length === 1 ? query.rooms[0] : null
  const roomsName = rooms === null ? null : rooms >= ROOMS_PLUS ? t('rooms-count-plus', { count: ROOMS_PLUS }) : roomsLabel(t, rooms)
  const title = roomsName ? t('prop-title-rooms', { title: categoryTitle, name: roomsName }) : categoryTitle
  const page = titlePageSuffix(query.page)
  return page ? t('prop-title-page', { title, count: page }) : title
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, type } = await params
  const [data, t] = await Promise.all([loadListing(locale, type, await searchParams), getTranslations({ locale })])
  return pageMetadata({
    locale,
    path: `${PAGES.properties}/${type}`,
    title: listingTitle(t, data.categoryTitle, data.query),
    description: t('prop-listing-description', { title: data.categoryTitle, ...countValues(data.result.meta.total) }),
    query: canonicalListingQuery(data.query),
  })
}

/**
 * A category's listing: free offers rendered on the server, filtered by the URL (the API's parameter
 * names), 12 a page. A URL with nonsense values is redirected to its corrected form, a page beyond the
 * last to the last one.
 */
export default async function ListingPage({ params, searchParams }: Props) {
  const { locale, type } = await params
  setRequestLocale(locale)
  const search = await searchParams
  const [data, t, categories] = await Promise.all([loadListing(locale, type, search), getTranslations(), listEstateCategories(locale)])
  const { category, categoryTitle, query, result, options } = data
  const path = `${PAGES.properties}/${categoryPath(category)}`
  const base = localizedPath(locale, path)

  if (data.dropped.length) redirect(`${base}${correctedSearch(search, query)}`)
  const lastPage = result.meta.last_page
  if (query.page > lastPage) redirect(`${base}${pageSearch(query, lastPage)}`)

  const filtered = hasFilters(query)
  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.properties, label: t('nav-properties') },
          { href: path, label: categoryTitle },
        ]}
      />
      <header className={frame.head}>
        <h1 className={frame.title}>{listingTitle(t, categoryTitle, query)}</h1>
        <p className={frame.muted} data-testid="listing-total" role="status">
          {t('prop-found', countValues(result.meta.total))}
        </p>
      </header>
      <nav className={styles.categories} aria-label={t('nav-categories')}>
        {ESTATE_CATEGORY_CODES.map((code) => {
          const entry = categories.find((c) => c.code === code)
          if (!entry) return null
          return (
            <Link key={code} href={`${PAGES.properties}/${categoryPath(code)}`} className={pill.pill} aria-current={code === category ? 'page' : undefined}>
              {entry.title}
            </Link>
          )
        })}
      </nav>
      <div className={styles.layout}>
        <aside className={styles.filters}>
          <ListingFiltersOnIntent options={options} query={query} action={base} resetHref={base} resultsId={RESULTS_ID} />
          <AlertForm locale={locale} page={`${base}${pageSearch(query, query.page)}`} search={`${path}${pageSearch(query, 1)}`} />
        </aside>
        <section id={RESULTS_ID} className={styles.results} aria-label={t('prop-results')} data-testid="listing-results">
          {result.data.length ? (
            <ul className={frame.cards} {...cardRows(result.data.length, { most: { lg: 2, xl: 3 } })}>
              {result.data.map((estate, index) => (
                <li key={estate.id}>
                  <EstateCard estate={estate} headingLevel={2} priority={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty} data-testid="listing-empty">
              <h2>{t('prop-empty-title')}</h2>
              <p>{t('prop-empty-text')}</p>
              {filtered && (
                <ButtonLink href={base} variant="outline">
                  {t('prop-filter-reset')}
                </ButtonLink>
              )}
            </div>
          )}
          <Pagination page={query.page} lastPage={lastPage} href={(page) => `${path}${pageSearch(query, page)}`} label={t('prop-pagination')} />
        </section>
      </div>
    </main>
  )
}
