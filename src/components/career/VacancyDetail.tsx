import { getTranslations } from 'next-intl/server'

import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { JsonLd } from '@/components/seo/JsonLd'
import frame from '@/components/ui/page.module.css'
import { localizedPath } from '@/domain/routing-rules'
import { Link } from '@/i18n/server-link'
import { PAGES, vacancyCategoryPath, vacancyPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import type { PublicVacancy, PublicVacancySummary } from '@/services/vacancies'
import { ApplicationFormOnIntent } from './on-intent'
import styles from './career.module.css'
import { jobPostingJsonLd } from './job-posting-json-ld'
import { VacancyBadges, VacancyList } from './VacancyList'

/**
 * One vacancy: its facts (salary, city, schedule, area), description, duties, requirements and conditions,
 * the application form (the student one for a student vacancy, spec §7), more vacancies of its category,
 * and the JobPosting structured data. A closed vacancy says so in place of the form, points to open
 * ones, and has no structured data.
 */
export async function VacancyDetail({
  locale,
  vacancy,
  related,
  origin,
  company,
}: {
  locale: Locale
  vacancy: PublicVacancy
  related: PublicVacancySummary[]
  origin: string
  company: string
}) {
  const t = await getTranslations()
  const path = vacancyPath(vacancy.category.slug, vacancy.slug)
  const labels = {
    salary: t('career-vacancy-salary'),
    duties: t('career-vacancy-duties'),
    requirements: t('career-vacancy-requirements'),
    conditions: t('career-vacancy-conditions'),
  }
  const facts = [
    [labels.salary, vacancy.salary || t('career-salary-negotiable')],
    [t('career-vacancy-city'), vacancy.city?.name],
    [t('career-vacancy-schedule'), vacancy.employment],
    [t('career-vacancy-category'), vacancy.category.title],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  const blocks = [
    { id: 'vacancy-duties', title: labels.duties, items: vacancy.responsibilities },
    { id: 'vacancy-requirements', title: labels.requirements, items: vacancy.requirements },
    { id: 'vacancy-conditions', title: labels.conditions, items: vacancy.conditions },
  ].filter((block) => block.items.length)

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.career, label: t('nav-career') },
          { href: vacancyCategoryPath(vacancy.category.slug), label: vacancy.category.title },
          { href: path, label: vacancy.title },
        ]}
      />
      <header className={frame.head}>
        <h1 className={frame.title}>{vacancy.title}</h1>
        <VacancyBadges vacancy={vacancy} />
      </header>
      <div className={styles.layout}>
        <div>
          <dl className={styles.facts} aria-label={t('career-vacancy-facts')} data-testid="vacancy-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {vacancy.description && <p className={styles.text}>{vacancy.description}</p>}
          {blocks.map((block) => (
            <section key={block.id} className={styles.section} aria-labelledby={block.id} data-testid={block.id}>
              <h2 id={block.id} className={styles.sectionTitle}>
                {block.title}
              </h2>
              <ul className={styles.points}>
                {block.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside className={styles.aside} aria-label={vacancy.is_closed ? t('career-closed-title') : t('career-form-title')}>
          {vacancy.is_closed ? (
            <div className={styles.closed} role="status" data-testid="vacancy-closed">
              <h2 className={styles.sectionTitle}>{t('career-closed-title')}</h2>
              <p>{t('career-closed-text')}</p>
              <Link className={styles.closedLink} href={PAGES.career}>
                {t('career-closed-all')}
              </Link>
            </div>
          ) : (
            <ApplicationFormOnIntent
              policyHref={localizedPath(locale, '/policy.pdf')}
              endpoint={vacancy.is_student ? '/api/vacancies/student-application' : '/api/vacancies/application'}
              vacancyId={vacancy.id}
              student={vacancy.is_student}
              title={vacancy.is_student ? t('career-form-student-title') : t('career-form-title')}
              text={vacancy.is_student ? t('career-form-student-text') : t('career-form-text')}
            />
          )}
        </aside>
      </div>
      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="vacancy-related">
          <h2 id="vacancy-related" className={styles.sectionTitle}>
            {vacancy.is_closed ? t('career-closed-open-ones') : t('career-more-in-category', { title: vacancy.category.title })}
          </h2>
          <VacancyList vacancies={related} empty="" testId="vacancy-related" />
        </section>
      )}
      {/* A job search engine must not list a closed vacancy. */}
      {!vacancy.is_closed && <JsonLd data={jobPostingJsonLd(vacancy, { url: `${origin}${localizedPath(locale, path)}`, origin, company, labels })} />}
    </main>
  )
}
