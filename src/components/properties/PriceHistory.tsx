import { getTranslations } from 'next-intl/server'

import { formatShortNumber, withUnit } from '@/domain/money'
import { chartPoints, formatNumericDay, latestPriceMove, priceMoves, type PriceHistoryEntry } from '@/domain/price-history'
import type { Translate } from '@/i18n/messages'
import { formatPrice } from './estate-format'
import styles from './property.module.css'

/**
 * The property page's price history (issue 36, item 2), rendered on the server (no client JavaScript):
 * the latest move of the price under the price («Цена снижена на 1.2 млн ₸ 12.11.2026»), and a block with
 * a small line chart and the list of the price's moves, newest first. Nothing without a move of the price.
 */

/** An amount as the page's short numbers write it: 1.2 млн ₸, 350 тыс. ₸. */
const shortAmount = (t: Translate, amount: number): string => withUnit(formatShortNumber(amount, { million: t('short-million'), thousand: t('short-thousand') }), t('currency'))

/** The latest move of the price, under the price; nothing when the price never moved. */
export async function PriceMoveLine({ history }: { history: PriceHistoryEntry[] }) {
  const move = latestPriceMove(history)
  if (!move) return null
  const t = await getTranslations()
  const values = { price: shortAmount(t, move.amount), date: formatNumericDay(move.date) }
  return (
    <p className={`${styles.priceMove} ${styles[move.direction]}`} data-testid="property-price-move" data-direction={move.direction}>
      <span aria-hidden="true">{move.direction === 'lowered' ? '↓' : '↑'} </span>
      {t(move.direction === 'lowered' ? 'prop-price-lowered' : 'prop-price-raised', values)}
    </p>
  )
}

const CHART = { width: 320, height: 72 }

/** The block: a line chart (a picture of the list below it, so screen readers read the list) and the moves. */
export async function PriceHistoryBlock({ history }: { history: PriceHistoryEntry[] }) {
  const moves = priceMoves(history)
  if (moves.length === 0) return null
  const t = await getTranslations()
  const points = chartPoints(moves, CHART.width, CHART.height)
  const [first, last] = [points[0], points[points.length - 1]]
  return (
    <section aria-labelledby="property-price-history" className={styles.block} data-testid="property-price-history">
      <h2 id="property-price-history" className={styles.sectionTitle}>
        {t('prop-price-history')}
      </h2>
      <svg
        className={styles.priceChart}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={t('prop-price-history-chart', { from: formatPrice(t, first.price), to: formatPrice(t, last.price) })}
        focusable="false"
      >
        <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        {points.map((p, index) => (
          <circle key={index} cx={p.x} cy={p.y} r="3" fill="currentColor" />
        ))}
      </svg>
      <ul className={styles.priceList}>
        {moves.map((entry, index) => (
          <li key={index} className={styles.priceRow}>
            <time dateTime={entry.date}>{formatNumericDay(entry.date)}</time>
            <span>{t('prop-price-history-row', { price: formatPrice(t, entry.price), from: formatPrice(t, entry.previous_price) })}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
