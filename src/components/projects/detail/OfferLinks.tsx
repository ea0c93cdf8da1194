import { getTranslations } from 'next-intl/server'

import type { EstateCategoryCode } from '@/domain/estate-categories'
import { countValues } from '@/domain/money'
import { propertiesPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import { priceFromLabel } from '@/components/home/price'
import { roomsLabel } from '@/components/properties/estate-format'
import styles from './detail.module.css'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

export type CategoryOffer = { code: EstateCategoryCode; title: string; estates_count: number; price_from: number | null }
export type RoomsOffer = { value: number; plus: boolean; count: number; price_from: number | null }

/**
 * The free estates of a project or a queue: one card per category and, for apartments, one per room
 * count, each opening the listing filtered by the project (complex_id) or the queue (house_id).
 */
export async function OfferLinks({
  categories,
  rooms,
  scope,
  roomsTitle,
}: {
  categories: CategoryOffer[]
  rooms: RoomsOffer[]
  scope: { complexId: number; houseId?: number }
  roomsTitle: string
}) {
  const t = await getTranslations()
  return (
    <>
      <ul className={frame.cards} {...cardRows(categories.length)}>
        {categories.map((c) => (
          <li key={c.code}>
            <Link className={styles.offer} href={propertiesPath(c.code, scope)} data-testid="category-offer">
              <span className={styles.offerTitle}>{c.title}</span>
              <span className={styles.muted}>{t('offers-count', countValues(c.estates_count))}</span>
              {c.price_from !== null && <span className={styles.offerPrice}>{priceFromLabel(t, c.price_from)}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {rooms.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{roomsTitle}</h3>
          <ul className={frame.cards} {...cardRows(rooms.length)}>
            {rooms.map((r) => (
              <li key={r.value}>
                <Link className={styles.offer} href={propertiesPath('flat', { ...scope, rooms: r.value })} data-testid="rooms-offer">
                  <span className={styles.offerTitle}>{roomsLabel(t, r.value, r.plus)}</span>
                  <span className={styles.muted}>{t('offers-count', countValues(r.count))}</span>
                  {r.price_from !== null && <span className={styles.offerPrice}>{priceFromLabel(t, r.price_from)}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
