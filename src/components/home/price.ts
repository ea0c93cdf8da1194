import { formatShortNumber, withUnit } from '@/domain/money'
import type { Translate } from '@/i18n/messages'

/** 'from 45.7 M ₸' in the visitor's language (spec §9 short number format). */
export const priceFromLabel = (t: Translate, price: number | null): string | null =>
  price == null ? null : t('price-from', { price: withUnit(formatShortNumber(price, { million: t('short-million'), thousand: t('short-thousand') }), t('currency')) })
