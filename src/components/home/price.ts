import { formatShortNumber } from '../../domain/money'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** 'from 45.7 M ₸' in the visitor's language (spec §9 short number format). */
export const priceFromLabel = (t: Translate, price: number | null): string | null =>
  price == null
    ? null
    : t('price-from', { price: `${formatShortNumber(price, { million: t('short_million'), thousand: t('short_thousand') })} ${t('currency')}` })
