import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/contents/ArticleCard'
import styles from '@/components/contents/contents.module.css'
import page from '@/components/ui/page.module.css'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { canonicalListSearch, parseNewsQuery } from '@/domain/contents-query'
import { countValues } from '@/domain/money'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import { DEFAULT_PER_PAGE } from '@/lib/api'
import { articleYears, listArticles } from '@/services/articles'
import { complexNavigation } from '@/services/complexes'
import { ListFilters, ListHead, listHref, listMetadata, type ListProps } from '@/app/(site)/[locale]/contents/contents-list'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

export const generateMetadata = listMetadata('news')

/**
 * /contents/news: the public news, 12 a page, newest first, filtered through the URL by the filters of
 * GET /api/articles (search, year, project). A plain GET form: it works without JavaScript. Values that
 * name nothing, page 1 and a page past the last are corrected by redirect.
 */
export default async function NewsPage({ params, searchParams }: ListProps) {
  const { locale } = await params
  setRequestLocale(locale)
  const now = new Date()
  const raw = await searchParams
  const [t, years, projects] = await Promise.all([getTranslations(), articleYears(now), complexNavigation(locale)])
  const query = parseNewsQuery(raw, { years, projectIds: projects.map((p) => p.id) })
  const { filters } = query
  const result = await listArticles(locale, { page: query.page, perPage: DEFAULT_PER_PAGE, search: filters.search, year: filters.year, complexId: filters.complex_id }, now)
  const corrected = canonicalListSearch(raw, query, result.meta.last_page)
  if (corrected !== null) redirect(localizedPath(locale, `${PAGES.news}${corrected ? `?${corrected}` : ''}`))

  const any = t('contents-filter-any')
  return (
    <main id="main" className={page.page}>
      <ListHead locale={locale} kind="news" />
      <ListFilters locale={locale} kind="news" filtered={Object.keys(filters).length > 0}>
        <TextField id="news-search" name="search" type="search" label={t('contents-filter-search')} defaultValue={filters.search ?? ''} maxLength={100} />
        <SelectField
          id="news-year"
          name="year"
          label={t('contents-filter-year')}
          placeholder={any}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          defaultValue={filters.year ? String(filters.year) : ''}
        />
        <SelectField
          id="news-project"
          name="complex_id"
          label={t('contents-filter-project')}
          placeholder={any}
          options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
          defaultValue={filters.complex_id ? String(filters.complex_id) : ''}
        />
      </ListFilters>

      <p className={styles.found} data-testid="news-found">
        {t('contents-news-found', countValues(result.meta.total))}
      </p>
      {result.meta.total === 0 ? (
        <p className={styles.empty}>{t('contents-news-empty')}</p>
      ) : (
        <>
          <ul className={frame.cards} {...cardRows(result.data.length)} data-testid="news-list">
            {result.data.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={query.page} lastPage={result.meta.last_page} href={(p) => listHref('news', filters, p)} label={t('contents-news-pagination')} />
        </>
      )}
    </main>
  )
}
