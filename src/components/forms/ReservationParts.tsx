'use client'

import { useTranslations } from '@/i18n/translate'

import type { HoldAnswer, SimilarUnit } from '@/domain/reservation-holds'
import { Link } from '@/i18n/navigation'
import { estateSummary } from '../properties/estate-format'
import { Button } from '../ui/Button'
import styles from './callback-form.module.css'

/** A moment as the site writes it, in Almaty time: 28.11.2026 16:40. */
const almatyDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(',', '')

/**
 * After "Забронировать": the unit is held until the hold's end (Almaty time), what happens next, and the
 * prepayment page when the site has one (RESERVATION_PAYMENT_URL).
 */
export function HoldSuccess({ hold, onClose }: { hold: HoldAnswer; onClose?: () => void }) {
  const t = useTranslations()
  return (
    <div className={styles.success} role="status" data-state="success" data-testid="reservation-hold">
      <p className={styles.successTitle}>{t('reserve-held-title')}</p>
      <p>{t('reserve-held-text', { until: almatyDateTime(hold.ends_at) })}</p>
      {hold.payment_url && (
        <a className={styles.pay} href={hold.payment_url} target="_blank" rel="noopener noreferrer">
          {t('reserve-pay')}
        </a>
      )}
      {onClose && (
        <Button variant="outline" onClick={onClose}>
          {t('form-close')}
        </Button>
      )}
    </div>
  )
}

/** Free units like the one that was taken meanwhile, each a link to its page. */
export function SimilarUnits({ units }: { units: SimilarUnit[] }) {
  const t = useTranslations()
  if (!units.length) return null
  return (
    <nav className={styles.similar} aria-label={t('reserve-similar')} data-testid="reservation-similar">
      <p>{t('reserve-similar')}</p>
      <ul>
        {units.map((unit) => (
          <li key={unit.id}>
            <Link href={unit.path}>{estateSummary(t, unit)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
