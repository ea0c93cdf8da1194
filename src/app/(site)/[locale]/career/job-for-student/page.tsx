import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ApplicationFormOnIntent } from '@/components/career/on-intent'
import styles from '@/components/career/career.module.css'
import { VacancyList } from '@/components/career/VacancyList'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import frame from '@/components/ui/page.module.css'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { listVacancies } from '@/services/vacancies'
import { pageMetadata } from '@/app/(site)/seo'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: PAGES.jobForStudent, title: t('career-students-title'), description: t('career-students-description') })
}

/**
 * /career/job-for-student: student jobs and internships (the vacancies with the student flag) and the
 * student application form (POST /api/vacancies/student-application), where the visitor may pick one of
 * them. A fixed route: Next's router matches it before the [category] segment.
 */
export default async function JobForStudentPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, vacancies] = await Promise.all([getTranslations(), listVacancies(locale, { student: true })])

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.career, label: t('nav-career') },
          { href: PAGES.jobForStudent, label: t('career-students-title') },
        ]}
      />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('career-students-title')}</h1>
        <p className={frame.lead}>{t('career-students-lead')}</p>
      </header>
      <div className={styles.layout}>
        <section aria-label={t('career-students-title')}>
          <VacancyList vacancies={vacancies} empty={t('career-students-empty')} headingLevel="h2" testId="student-vacancies" />
        </section>
        <aside className={styles.aside} aria-label={t('career-form-student-title')}>
          <ApplicationFormOnIntent
            policyHref={localizedPath(locale, '/policy.pdf')}
            endpoint="/api/vacancies/student-application"
            student
            vacancies={vacancies.map((v) => ({ id: v.id, title: v.title }))}
            title={t('career-form-student-title')}
            text={t('career-form-student-text')}
          />
        </aside>
      </div>
    </main>
  )
}
