import { getTranslations } from 'next-intl/server'

import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import { vacancyPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { PublicVacancySummary } from '@/services/vacancies'
import styles from './career.module.css'

/** The urgent and student marks of a vacancy (nothing when it has neither). */
export async function VacancyBadges({ vacancy }: { vacancy: Pick<PublicVacancySummary, 'is_burning' | 'is_student'> }) {
  const t = await getTranslations()
  if (!vacancy.is_burning && !vacancy.is_student) return null
  return (
    <ul className={styles.badges}>
      {vacancy.is_burning && <li className={`${styles.badge} ${styles.burning}`}>{t('career-burning-badge')}</li>}
      {vacancy.is_student && <li className={styles.badge}>{t('career-student-badge')}</li>}
    </ul>
  )
}

/** One vacancy as a card: title (the card's link), salary, city and schedule, urgent and student marks. */
async function VacancyCard({ vacancy, headingLevel }: { vacancy: PublicVacancySummary; headingLevel: 'h2' | 'h3' }) {
  const t = await getTranslations()
  const Heading = headingLevel
  const meta = [vacancy.city?.name, vacancy.employment, vacancy.category.title].filter(Boolean).join(' · ')
  return (
    <article className={styles.card} data-testid="vacancy-card">
      <Heading className={styles.cardTitle}>
        <Link href={vacancyPath(vacancy.category.slug, vacancy.slug)}>{vacancy.title}</Link>
      </Heading>
      <p className={styles.salary}>{vacancy.salary || t('career-salary-negotiable')}</p>
      {meta && <p className={styles.meta}>{meta}</p>}
      <VacancyBadges vacancy={vacancy} />
    </article>
  )
}

/** Vacancy cards in a grid, or the `empty` text when there are none. */
export function VacancyList({ vacancies, empty, headingLevel = 'h3', testId }: { vacancies: PublicVacancySummary[]; empty: string; headingLevel?: 'h2' | 'h3'; testId?: string }) {
  if (!vacancies.length)
    return (
      <p className={styles.empty} data-testid={testId}>
        {empty}
      </p>
    )
  return (
    <ul className={frame.wideCards} {...cardRows(vacancies.length, { wide: true })} data-testid={testId}>
      {vacancies.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard vacancy={vacancy} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
