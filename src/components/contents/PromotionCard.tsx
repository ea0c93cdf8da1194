import { getTranslations } from 'next-intl/server'

import { OptimizedImage } from '@/components/media/OptimizedImage'
import { showsCountdown } from '@/domain/publication'
import { promotionPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { PromotionSummary } from '@/services/promotions'
import { CountdownWhenSeen } from './on-intent'
import styles from './contents.module.css'
import { validityText } from './validity'
import { mediaPicture } from '@/components/media/picture'

/**
 * A promotion card: cover, validity dates (with a countdown over its last days), title (the link),
 * excerpt. An ended one is marked as such, in words and not by colour alone.
 */
export async function PromotionCard({
  promotion,
  locale,
  now,
  eager = false,
  headingLevel = 2,
}: {
  promotion: PromotionSummary
  locale: string
  now: Date
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = mediaPicture(promotion.image, 'card', { width: 800, height: 500 })
  const ended = !promotion.is_active
  return (
    <article className={`${styles.card} ${ended ? styles.ended : ''}`} data-testid="promotion-card" data-state={ended ? 'ended' : 'current'}>
      {image && <OptimizedImage {...image} alt="" sizes="(max-width: 600px) 100vw, (max-width: 1280px) 50vw, 33vw" preload={eager} />}
      <div className={styles.cardBody}>
        <span className={`${styles.badge} ${ended ? styles.badgeEnded : ''}`}>{ended ? t('contents-promo-ended-badge') : t('contents-promo-active-badge')}</span>
        <Heading className={styles.cardTitle}>
          <Link href={promotionPath(promotion.slug)}>{promotion.title}</Link>
        </Heading>
        <p className={styles.meta}>{validityText(t, locale, promotion)}</p>
        {!ended && promotion.ends_at && showsCountdown(promotion.ends_at, now) && <CountdownWhenSeen endsAt={promotion.ends_at} serverNow={now.getTime()} />}
        {promotion.excerpt && <p className={styles.excerpt}>{promotion.excerpt}</p>}
      </div>
    </article>
  )
}
