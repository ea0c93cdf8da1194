import { getFormatter, getTranslations } from 'next-intl/server'

import styles from './company.module.css'

export type CompanyFiguresData = {
  /** Years since the company was founded (null: the founding year is not filled in). */
  years: number | null
  projects: number
  cities: number
  /** Apartments in completed queues. */
  homes: number
  /** Queues under construction now. */
  building: number
}

/** The company in figures, each counted from the store (see services/company and the about page). */
export async function CompanyFigures({ figures }: { figures: CompanyFiguresData }) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()])
  const items: Array<{ id: string; value: number; label: string }> = []
  if (figures.years !== null && figures.years > 0) items.push({ id: 'years', value: figures.years, label: t('about-figure-years', { count: figures.years }) })
  items.push(
    { id: 'homes', value: figures.homes, label: t('about-figure-homes', { count: figures.homes }) },
    { id: 'projects', value: figures.projects, label: t('about-figure-projects', { count: figures.projects }) },
    { id: 'cities', value: figures.cities, label: t('about-figure-cities', { count: figures.cities }) },
    { id: 'building', value: figures.building, label: t('about-figure-building', { count: figures.building }) },
  )
  return (
    <>
      <h2 className="visually-hidden">{t('about-figures')}</h2>
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.id} className={styles.figure} data-testid={`figure-${item.id}`}>
            <dt>{item.label}</dt>
            <dd>{format.number(item.value)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
