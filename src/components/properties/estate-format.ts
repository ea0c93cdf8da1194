import { formatMoney, formatNumber, withUnit } from '@/domain/money'
import type { EstateListItem } from '@/services/estates'
import type { Translate } from '@/i18n/messages'
import { mediaPicture } from '@/components/media/picture'

/**
 * How the site words one estate: names, rooms, area, floor, prices, status and its layout image, for the
 * catalogue (listing cards, property page) and the favorites (cards, comparison table), on the server and
 * in the browser: `t` is next-intl's translator on the server, src/i18n/client's in the browser.
 *
 * The favorites screens have wording of their own (favorites-* keys in parts/favorites.json, editable apart
 * from the catalogue's prop-* keys): the functions named `favorite…` use those.
 */

/** A price in tenge with thousands separators: 25,400,000 ₸ (spec §5 money format, whole tenge). */
export const formatPrice = (t: Translate, price: number): string => withUnit(formatMoney(Math.round(price), 0), t('currency'))

/** A price, or "Price on request" when there is none (0). */
export const priceLabel = (t: Translate, price: number): string => (price > 0 ? formatPrice(t, price) : t('price-on-request'))

/** The price per m², or a dash when unknown. */
export const pricePerM2Label = (t: Translate, value: number | null): string => (value ? formatPrice(t, value) : '—')

/** What the estate is: "2-room flat", "Studio", "Parking space"... */
export function estateKind(t: Translate, estate: Pick<EstateListItem, 'category' | 'rooms'>): string {
  if (estate.category === 'flat') return t('prop-kind-flat', { count: estate.rooms ?? 1 })
  return t(`prop-kind-${estate.category}`)
}

/** Its name on the catalogue's cards and headings: "2-room flat No 15". */
export const estateTitle = (t: Translate, estate: Pick<EstateListItem, 'category' | 'rooms' | 'number'>): string =>
  `${estateKind(t, estate)} ${t('prop-number', { name: estate.number })}`

/** Its one-line summary in the calculators' estate choice: "2-room flat No 15 · 54.3 m² · 25,400,000 ₸". */
export const estateSummary = (t: Translate, estate: Pick<EstateListItem, 'category' | 'rooms' | 'number' | 'area' | 'price'>): string =>
  `${estateTitle(t, estate)} · ${areaLabel(t, estate.area)} · ${formatPrice(t, estate.price)}`

/** Its name in the favorites and the comparison: "Квартира № 12". */
export const favoriteName = (t: Translate, estate: Pick<EstateListItem, 'category' | 'number'>): string =>
  t('favorites-estate-name', { title: t(`favorites-kind-${estate.category}`), name: estate.number })

/**
 * Rooms as a fact: "Studio", "2-room", with `plus` "4+ rooms" (a facet's last bucket); nothing for
 * premises without rooms.
 */
export function roomsLabel(t: Translate, rooms: number, plus?: boolean): string
export function roomsLabel(t: Translate, rooms: number | null, plus?: boolean): string | null
export function roomsLabel(t: Translate, rooms: number | null, plus = false): string | null {
  if (rooms === null) return null
  if (rooms === 0) return t('rooms-studio')
  return plus ? t('rooms-count-plus', { count: rooms }) : t('rooms-count', { count: rooms })
}

/** A room-count chip of the filters: studio, 1, 2, 3, 4+ (the group's legend says "Rooms"). */
export const roomsBucketLabel = (t: Translate, rooms: number, plus: boolean): string => (rooms === 0 ? t('rooms-studio') : plus ? `${rooms}+` : String(rooms))

/** The area as the catalogue shows it: one decimal at most, written as every number on the site (1,250.5). */
export const shownArea = (area: number): string => formatNumber(area)

/** Area with one decimal at most and the unit in the visitor's language (54.3 m² / 54.3 м²). */
export const areaLabel = (t: Translate, area: number): string => t('prop-area', { count: shownArea(area) })

/** Area in the favorites and the comparison, as stored (two decimals at most). */
export const favoriteAreaLabel = (t: Translate, area: number): string => t('favorites-area', { count: formatNumber(area, 2) })

/** Floor in the favorites and the comparison, or a dash. */
export const favoriteFloorLabel = (t: Translate, floor: number | null): string => (floor === null ? '—' : t('favorites-floor', { count: floor }))

/** Sale status in the favorites and the comparison. */
export const favoriteStatusLabel = (t: Translate, status: EstateListItem['status']): string => t(`favorites-status-${status}`)

/** The queue's completion, "2 кв. 2027", or a dash. */
export const completionLabel = (t: Translate, house: EstateListItem['house']): string =>
  house.completion_year ? t('compare-quarter', { quarter: house.completion_quarter, year: house.completion_year }) : '—'

/** The layout image's best small version for a favorites card or a comparison cell (the original without one). */
export function layoutImage(estate: Pick<EstateListItem, 'layout'>): { src: string; width: number; height: number; alt: string } | null {
  const picture = mediaPicture(estate.layout, 'card')
  return picture && estate.layout ? { ...picture, alt: estate.layout.alt } : null
}
