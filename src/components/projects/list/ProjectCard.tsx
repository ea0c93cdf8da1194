import { getTranslations } from 'next-intl/server'

import { projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { ComplexListItem } from '@/services/complexes'
import { priceFromLabel } from '@/components/home/price'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import styles from './list.module.css'
import { mediaPicture } from '@/components/media/picture'

/** Quarter and year of a completion date (stored as an ISO date), or null. */
export function completionOf(isoDate: string | null): { quarter: number; year: number } | null {
  if (!isoDate) return null
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return null
  return { quarter: Math.floor(date.getUTCMonth() / 3) + 1, year: date.getUTCFullYear() }
}

/** A project in the list: cover, name, city and district, status, completion, price from. */
export async function ProjectCard({ project, eager }: { project: ComplexListItem; eager?: boolean }) {
  const t = await getTranslations()
  const image = mediaPicture(project.cover, 'card', { width: 800, height: 500 })
  const completion = completionOf(project.completion_date)
  const place = [project.city?.name, project.district].filter(Boolean).join(', ')
  return (
    <article className={styles.card} data-testid="project-card">
      <div className={styles.media}>
        {image && (
          <OptimizedImage
            {...image}
            alt={project.cover?.alt || project.name}
            sizes="(max-width: 600px) 100vw, (max-width: 960px) 50vw, 33vw"
            // The first card's cover is the list's largest paint: preloaded and fetched first.
            preload={eager}
          />
        )}
        <span className={styles.status}>{t(`status-${project.status}`)}</span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link className={styles.link} href={projectPath(project.slug)}>
            {project.name}
          </Link>
        </h2>
        {place && <p className={styles.meta}>{place}</p>}
        {completion && <p className={styles.meta}>{t('completion', completion)}</p>}
        <p className={styles.price}>{priceFromLabel(t, project.price_from) ?? t('price-on-request')}</p>
      </div>
    </article>
  )
}
