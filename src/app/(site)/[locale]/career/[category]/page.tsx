import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryLinks, StudentsTeaser } from '@/components/career/CareerBlocks'
import { CareerSearch } from '@/components/career/CareerSearch'
import { VacancyList } from '@/components/career/VacancyList'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import styles from '@/components/career/career.module.css'
import frame from '@/components/ui/page.module.css'
import { careerSearch, careerSearchQuery } from '@/domain/career'
import type { SearchParams } from '@/domain/query-params'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, vacancyCategoryPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { listVacancies, listVacancyCategories } from '@/services/vacancies'
import { pageMetadata } from '@/app/(site)/seo'
import { loadCategory } from '../career-data'

type Props = { params: Promise<{ locale: Locale; category: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: slug } = await params
  const [category, t] = await Promise.all([loadCategory(locale, slug), getTranslations({ locale })])
  return pageMetadata({
    locale,
    path: vacancyCategoryPath(category.slug),
    title: category.seo.title || category.title,
    description: category.seo.description || t('career-category-description', { title: category.title }),
  })
}

/**
 * /career/{category}: the category's open vacancies, the search and the other categories. A search
 * replaces the category (spec §7), so a search asked for here is the landing's search across every
 * category: `/career/{category}?search=x` goes to `/career?search=x`.
 */
export default async function VacancyCategoryPage({ params, searchParams }: Props) {
  const { locale, category: slug } = await params
  setRequestLocale(locale)
  const search = careerSearch((await searchParams).search)
  if (search) redirect(`${localizedPath(locale, PAGES.career)}?${careerSearchQuery(search)}`)
  const category = await loadCategory(locale, slug)
  const [t, vacancies, categories] = await Promise.all([getTranslations(), listVacancies(locale, { categoryId: category.id }), listVacancyCategories(locale)])

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.career, label: t('nav-career') },
          { href: vacancyCategoryPath(category.slug), label: category.title },
        ]}
      />
      <header className={frame.head}>
        <h1 className={frame.title}>{category.title}</h1>
        <p className={frame.muted} data-testid="category-count">
          {t('career-vacancies-count', { count: vacancies.length })}
        </p>
      </header>
      <CareerSearch action={localizedPath(locale, PAGES.career)} value="" />
      <section className={styles.section} aria-label={category.title}>
        <VacancyList vacancies={vacancies} empty={t('career-category-empty')} headingLevel="h2" testId="category-vacancies" />
      </section>
      <CategoryLinks categories={categories} title={t('career-other-categories')} current={category.slug} />
      <StudentsTeaser />
    </main>
  )
}
