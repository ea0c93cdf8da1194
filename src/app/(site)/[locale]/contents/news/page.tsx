import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/contents/ArticleCard'
import styles from '@/components/contents/contents.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import buttonStyles from '@/components/ui/button.module.css'
import page from '@/components/ui/page.module.css'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { canonicalListSearch, listSearch, listSeo, pageOf, parseNewsQuery, type NewsFilters } from '@/domain/contents-query'
import type { SearchParams } from '@/domain/query-params'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { DEFAULT_PER_PAGE } from '@/lib/api'
import { articleYears, listArticles } from '@/services/articles'
import { complexNavigation } from '@/services/complexes'
import { pageMetadata } from '@/app/(site)/seo'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const current = pageOf(await searchParams)
  const t = await getTranslations({ locale })
  const seo = listSeo(current)
  return pageMetadata({
    locale,
    path: PAGES.news,
    title: seo.paged ? t('contents-news-title-page', { count: current }) : t('contents-news-title'),
    description: t('contents-news-description'),
    query: seo.canonicalQuery,
  })
}

const href = (filters: NewsFilters, p = 1) => {
  const search = listSearch({ filters, page: p })
  return `${PAGES.news}${search ? `?${search}` : ''}`
}

/**
 * /contents/news: the public news, 12 a page, newest first, filtered through the URL by the filters of
 * GET /api/articles (search, year, project). A plain GET form: it works without JavaScript. Values that
 * name nothing, page 1 and a page past the last are corrected by redirect.
 */
export default async function NewsPage({ params, searchParams }: Props) {
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
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.contents, label: t('contents-title') },
          { href: PAGES.news, label: t('contents-news-title') },
        ]}
      />
      <div className={page.head}>
        <h1 className={page.title}>{t('contents-news-title')}</h1>
        <p className={page.lead}>{t('contents-news-description')}</p>
      </div>

      <form className={styles.filters} action={localizedPath(locale, PAGES.news)} method="get" role="search" aria-label={t('contents-filter-label')}>
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
        <div className={styles.filterActions}>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            {t('contents-filter-apply')}
          </button>
          {Object.keys(filters).length > 0 && <Link href={PAGES.news}>{t('contents-filter-reset')}</Link>}
        </div>
      </form>

      <p className={styles.found} data-testid="news-found">
        {t('contents-news-found', { count: result.meta.total })}
      </p>
      {result.meta.total === 0 ? (
        <p className={styles.empty}>{t('contents-news-empty')}</p>
      ) : (
        <>
          <ul className={styles.grid} data-testid="news-list">
            {result.data.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={query.page} lastPage={result.meta.last_page} href={(p) => href(filters, p)} label={t('contents-news-pagination')} />
        </>
      )}
    </main>
  )
}
