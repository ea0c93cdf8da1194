import { formatMoney } from '../../../domain/money'
import { ROOMS_PLUS } from '../../../domain/estate-filters'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** "Studio", "2-room", "4+ rooms": the rooms facet's wording (4 stands for four or more). */
export function roomsLabel(t: Translate, rooms: number, plus = rooms >= ROOMS_PLUS): string {
  if (rooms === 0) return t('rooms-studio')
  return plus ? t('rooms-count-plus', { count: rooms }) : t('rooms-count', { count: rooms })
}

/** A full price in tenge: "25,400,000 ₸" (spec §5 format, no decimals for whole prices). */
export const priceLabel = (t: Translate, price: number): string => `${formatMoney(price, 0)} ${t('currency')}`

/** The month of a construction report in the visitor's language, e.g. "октябрь 2026 г.". */
export function monthLabel(locale: string, iso: string): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-KZ`
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}
