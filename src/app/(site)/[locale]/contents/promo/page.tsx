import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CurrentPromotions } from '@/components/contents/CurrentPromotions'
import { PromotionCard } from '@/components/contents/PromotionCard'
import styles from '@/components/contents/contents.module.css'
import page from '@/components/ui/page.module.css'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/SelectField'
import { canonicalListSearch, parsePromoQuery } from '@/domain/contents-query'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import { DEFAULT_PER_PAGE } from '@/lib/api'
import { complexNavigation } from '@/services/complexes'
import { listPromotions } from '@/services/promotions'
import { currentPromotions } from '@/app/(site)/[locale]/contents/contents-data'
import { ListFilters, ListHead, listHref, listMetadata, type ListProps } from '@/app/(site)/[locale]/contents/contents-list'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

export const generateMetadata = listMetadata('promo')

/**
 * /contents/promo: the running promotions, then, apart and marked, the ended ones (12 a page), filtered
 * by project through the URL (the complex_id filter of GET /api/promotions). A promotion leaves the
 * running ones at its end by itself: this page reads the clock when it renders, behind the page answer
 * cache that the publication clock expires (services/publication-clock).
 */
export default async function PromoPage({ params, searchParams }: ListProps) {
  const { locale } = await params
  setRequestLocale(locale)
  const now = new Date()
  const raw = await searchParams
  const [t, projects] = await Promise.all([getTranslations(), complexNavigation(locale)])
  const query = parsePromoQuery(raw, { projectIds: projects.map((p) => p.id) })
  const { filters } = query
  const [current, ended] = await Promise.all([
    currentPromotions(locale, now, filters.complex_id),
    listPromotions(locale, { page: query.page, perPage: DEFAULT_PER_PAGE, active: false, complexId: filters.complex_id }, now),
  ])
  const corrected = canonicalListSearch(raw, query, ended.meta.last_page)
  if (corrected !== null) redirect(localizedPath(locale, `${PAGES.promo}${corrected ? `?${corrected}` : ''}`))

  return (
    <main id="main" className={page.page}>
      <ListHead locale={locale} kind="promo" />
      <ListFilters locale={locale} kind="promo" filtered={filters.complex_id !== undefined}>
        <SelectField
          id="promo-project"
          name="complex_id"
          label={t('contents-filter-project')}
          placeholder={t('contents-filter-any')}
          options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
          defaultValue={filters.complex_id ? String(filters.complex_id) : ''}
        />
      </ListFilters>

      <section className={styles.section} aria-labelledby="promo-current">
        <h2 id="promo-current" className={styles.sectionHead}>
          {t('contents-promo-current-title')}
        </h2>
        <CurrentPromotions promotions={current} locale={locale} now={now} />
      </section>

      {ended.meta.total > 0 && (
        <section className={styles.section} aria-labelledby="promo-ended" data-testid="ended-section">
          <h2 id="promo-ended" className={styles.sectionHead}>
            {t('contents-promo-ended-title')}
          </h2>
          <p className={styles.note}>{t('contents-promo-ended-note')}</p>
          <ul className={frame.cards} {...cardRows(ended.data.length)} data-testid="ended-promotions">
            {ended.data.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} locale={locale} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Pagination page={query.page} lastPage={ended.meta.last_page} href={(p) => listHref('promo', filters, p)} label={t('contents-promo-pagination')} />
        </section>
      )}
    </main>
  )
}
