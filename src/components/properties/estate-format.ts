import { formatMoney } from '../../domain/money'
import type { EstateListItem } from '../../services/estates'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** A price in tenge with thousands separators: 25,400,000 ₸ (spec §5 money format, whole tenge). */
export const formatPrice = (t: Translate, price: number): string => `${formatMoney(Math.round(price), 0)} ${t('currency')}`

/** What the estate is: "2-room flat", "Studio", "Parking space"... */
export function estateKind(t: Translate, estate: Pick<EstateListItem, 'category' | 'rooms'>): string {
  if (estate.category === 'flat') return t('prop-kind-flat', { count: estate.rooms ?? 1 })
  return t(`prop-kind-${estate.category}`)
}

/** Its name on cards and headings: "2-room flat No 15". */
export const estateTitle = (t: Translate, estate: Pick<EstateListItem, 'category' | 'rooms' | 'number'>): string =>
  `${estateKind(t, estate)} ${t('prop-number', { name: estate.number })}`

/** Rooms as a fact: "Studio", "2-room", or nothing for premises without rooms. */
export function roomsLabel(t: Translate, rooms: number | null): string | null {
  if (rooms === null) return null
  return rooms === 0 ? t('rooms-studio') : t('rooms-count', { count: rooms })
}

/** A room-count chip of the filters: studio, 1, 2, 3, 4+ (the group's legend says "Rooms"). */
export const roomsBucketLabel = (t: Translate, rooms: number, plus: boolean): string =>
  rooms === 0 ? t('rooms-studio') : plus ? `${rooms}+` : String(rooms)

/** Area with one decimal at most, in the visitor's language (54.3 m² / 54,3 м²). */
export const areaLabel = (t: Translate, area: number): string => t('prop-area', { count: Math.round(area * 10) / 10 })
