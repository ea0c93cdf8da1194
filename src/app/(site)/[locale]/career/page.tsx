import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryLinks, StudentsTeaser, WhyWorkHere } from '@/components/career/CareerBlocks'
import { CareerSearch } from '@/components/career/CareerSearch'
import styles from '@/components/career/career.module.css'
import { VacancyList } from '@/components/career/VacancyList'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import frame from '@/components/ui/page.module.css'
import { careerSearch } from '@/domain/career'
import type { SearchParams } from '@/domain/query-params'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { listBurningVacancies, listVacancies, listVacancyCategories } from '@/services/vacancies'
import { pageMetadata } from '@/app/(site)/seo'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const search = careerSearch((await searchParams).search)
  const t = await getTranslations({ locale })
  const metadata = pageMetadata({ locale, path: PAGES.career, title: t('nav-career'), description: t('career-description') })
  // A search result is not a page of its own for search engines: the canonical link names the landing.
  return search ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/**
 * /career: why work here, the urgent vacancies (GET /api/vacancies/burning's list), the categories with
 * their counts, the student jobs, and the vacancy search. The search is in the URL (`?search=`) and looks
 * through every category (spec §7: the search replaces the category); its text is bounded and matched
 * as plain text (domain/career).
 */
export default async function CareerPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const search = careerSearch((await searchParams).search)
  const [t, categories, burning, found] = await Promise.all([
    getTranslations(),
    listVacancyCategories(locale),
    listBurningVacancies(locale),
    search ? listVacancies(locale, { search }) : Promise.resolve(null),
  ])

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.career, label: t('nav-career') }]} />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('nav-career')}</h1>
        <p className={frame.lead}>{t('career-lead')}</p>
      </header>
      <CareerSearch action={localizedPath(locale, PAGES.career)} value={search} />
      {found ? (
        <section className={styles.section} aria-labelledby="career-found" data-testid="career-search-results">
          <h2 id="career-found" className={styles.sectionTitle}>
            {t('career-search-title')}
          </h2>
          {found.length > 0 && (
            <p className={styles.found} role="status">
              {t('career-search-found', { query: search, count: found.length })}
            </p>
          )}
          <VacancyList vacancies={found} empty={t('career-search-empty', { query: search })} />
          <p>
            <Link href={PAGES.career}>{t('career-search-reset')}</Link>
          </p>
        </section>
      ) : (
        <>
          <WhyWorkHere />
          {burning.length > 0 && (
            <section className={styles.section} aria-labelledby="career-burning">
              <h2 id="career-burning" className={styles.sectionTitle}>
                {t('career-burning-title')}
              </h2>
              <VacancyList vacancies={burning} empty="" testId="career-burning" />
            </section>
          )}
        </>
      )}
      <CategoryLinks categories={categories} title={t('career-categories-title')} />
      <StudentsTeaser />
    </main>
  )
}
