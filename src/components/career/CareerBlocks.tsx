import { getTranslations } from 'next-intl/server'

import pill from '@/components/ui/pill-link.module.css'
import { PAGES, vacancyCategoryPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { PublicVacancyCategory } from '@/services/vacancies'
import styles from './career.module.css'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

const REASONS = ['stable', 'growth', 'projects', 'team'] as const

/** Why work here: the reasons are UI strings, so editors change them through the Localizations collection. */
export async function WhyWorkHere() {
  const t = await getTranslations()
  return (
    <section className={styles.section} aria-labelledby="career-why">
      <h2 id="career-why" className={styles.sectionTitle}>
        {t('career-why-title')}
      </h2>
      <ul className={frame.cards} {...cardRows(REASONS.length)}>
        {REASONS.map((reason) => (
          <li key={reason} className={styles.reason}>
            <h3>{t(`career-why-${reason}-title`)}</h3>
            <p>{t(`career-why-${reason}-text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The vacancy categories as links with their count of open vacancies; `current` marks the page's own. */
export async function CategoryLinks({ categories, title, current }: { categories: PublicVacancyCategory[]; title: string; current?: string }) {
  const t = await getTranslations()
  if (!categories.length) return null
  return (
    <section className={styles.section} aria-labelledby="career-categories">
      <h2 id="career-categories" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.categories} data-testid="career-categories">
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={pill.pill} href={vacancyCategoryPath(category.slug)} aria-current={category.slug === current ? 'page' : undefined}>
              {category.title}
              <span className={styles.categoryCount}>{t('career-vacancies-count', { count: category.vacancies_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The way to the student jobs page. */
export async function StudentsTeaser() {
  const t = await getTranslations()
  return (
    <section className={`${styles.section} ${styles.students}`} aria-labelledby="career-students">
      <h2 id="career-students">{t('career-students-title')}</h2>
      <p>{t('career-students-teaser')}</p>
      <Link className={pill.pill} href={PAGES.jobForStudent}>
        {t('career-students-link')}
      </Link>
    </section>
  )
}
