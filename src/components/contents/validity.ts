import { formatDay } from '@/domain/publication'
import type { Translate } from '@/i18n/messages'

/** "12 марта 2026 г. — 30 апреля 2026 г.", or "с 12 марта 2026 г." for a promotion without an end. */
export function validityText(t: Translate, locale: string, promotion: { starts_at: string; ends_at: string | null }): string {
  const start = formatDay(locale, promotion.starts_at)
  return promotion.ends_at ? t('contents-promo-period', { start, end: formatDay(locale, promotion.ends_at) }) : t('contents-promo-from', { start })
}
