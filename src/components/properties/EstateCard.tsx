import { useTranslations } from 'next-intl'

import { estatePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { EstateListItem } from '@/services/estates'
import { FavoriteButtonWhenSeen } from '../favorites/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/favorites/favorite-button.module.css'
import styles from './estate-card.module.css'
import { OptimizedImage } from '../media/OptimizedImage'
import { areaLabel, estateTitle, formatPrice, roomsLabel } from './estate-format'
import { mediaPicture } from '@/components/media/picture'

/**
 * One offer in a listing: layout, displayed number, project and queue, rooms, area, floor, finishing,
 * price and price per m², status and the favorite toggle. The title link covers the whole card
 * (a stretched link), so the favorite button can sit on top of it without nesting controls.
 */
export function EstateCard({ estate, headingLevel = 3, priority = false }: { estate: EstateListItem; headingLevel?: 2 | 3; priority?: boolean }) {
  const t = useTranslations()
  const title = estateTitle(t, estate)
  const Heading = `h${headingLevel}` as const
  const layout = mediaPicture(estate.layout, 'card')
  const facts = [
    estate.category === 'flat' ? roomsLabel(t, estate.rooms) : null,
    areaLabel(t, estate.area),
    estate.floor !== null ? t('prop-floor', { count: estate.floor }) : null,
    estate.restoration?.title ?? null,
  ].filter(Boolean)
  return (
    <article className={styles.card} data-testid="estate-card">
      <div className={styles.media}>
        {layout ? (
          <OptimizedImage {...layout} alt={t('prop-layout-alt', { title })} sizes="(max-width: 600px) 100vw, (max-width: 960px) 50vw, 25vw" preload={priority} />
        ) : (
          <span className={styles.noLayout}>{t('prop-no-layout')}</span>
        )}
      </div>
      <div className={styles.body}>
        <p className={`${styles.status} ${styles[estate.status]}`}>{t(`prop-status-${estate.status}`)}</p>
        <Heading className={styles.title}>
          <Link className={styles.link} href={estatePath(estate.category, estate.slug)}>
            {title}
          </Link>
        </Heading>
        <p className={styles.project}>{[estate.complex.name, estate.house.name].filter(Boolean).join(' · ')}</p>
        <p className={styles.facts}>{facts.join(' · ')}</p>
        <p className={styles.price}>{formatPrice(t, estate.price)}</p>
        {estate.price_per_m2 !== null && <p className={styles.perM2}>{t('prop-per-m2', { price: formatPrice(t, estate.price_per_m2) })}</p>}
      </div>
      <FavoriteButtonWhenSeen estateId={estate.id} className={styles.favorite} />
    </article>
  )
}
