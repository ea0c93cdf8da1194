import { getTranslations } from 'next-intl/server'

import { countValues } from '@/domain/money'
import { queuePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { ComplexDetail } from '@/services/complexes'
import { priceFromLabel } from '@/components/home/price'
import styles from './detail.module.css'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

/** The queues (phases) of a project, each card opening the queue page with its floor plan. */
export async function QueueCards({ houses, currentId }: { houses: ComplexDetail['houses']; currentId?: number }) {
  const t = await getTranslations()
  return (
    <ul className={frame.cards} {...cardRows(houses.length)}>
      {houses.map((house) => (
        <li key={house.id}>
          <Link className={styles.queue} href={queuePath(house.slug)} aria-current={house.id === currentId ? 'page' : undefined} data-testid="queue-card">
            <span className={styles.queueName}>{house.name}</span>
            <span className={styles.badge} data-status={house.status}>
              {t(`status-${house.status}`)}
            </span>
            <span className={styles.muted}>{t('completion', { quarter: house.completion_quarter, year: house.completion_year })}</span>
            <span className={styles.muted}>{t('project-queue-floors', { count: house.floors })}</span>
            {house.price_from !== null && <span className={styles.offerPrice}>{priceFromLabel(t, house.price_from)}</span>}
            <span className={styles.muted}>{t('project-queue-available', countValues(house.estates_count))}</span>
            <span className={styles.more}>{t('project-queue-more')} →</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
