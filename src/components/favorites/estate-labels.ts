import { formatMoney } from '../../domain/money'
import type { EstateListItem } from '../../services/estates'
import { ownMediaPath } from '../media/own-media-path'

/**
 * Texts about one saved estate, shared by the favorites cards (client) and the comparison table
 * (server): `t` is next-intl's translator from either side.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string

/** The estate as visitors name it: "Квартира № 12". */
export const estateName = (t: Translate, estate: Pick<EstateListItem, 'category' | 'number'>): string =>
  t('favorites-estate-name', { title: t(`favorites-kind-${estate.category}`), name: estate.number })

export function roomsLabel(t: Translate, rooms: number | null): string {
  if (rooms === null) return '—'
  return rooms === 0 ? t('rooms-studio') : t('rooms-count', { count: rooms })
}

export const areaLabel = (t: Translate, area: number): string => t('favorites-area', { count: area })

export const floorLabel = (t: Translate, floor: number | null): string => (floor === null ? '—' : t('favorites-floor', { count: floor }))

export const statusLabel = (t: Translate, status: EstateListItem['status']): string => t(`favorites-status-${status}`)

export const completionLabel = (t: Translate, house: EstateListItem['house']): string =>
  house.completion_year ? t('compare-quarter', { quarter: house.completion_quarter, year: house.completion_year }) : '—'

/** The layout image's best small version for a card or a table cell. */
export function layoutImage(estate: Pick<EstateListItem, 'layout'>): { src: string; width: number; height: number; alt: string } | null {
  const layout = estate.layout
  if (!layout) return null
  const size = layout.sizes.card ?? layout.sizes.thumbnail
  const src = size?.url ?? layout.url
  const width = size?.width ?? layout.width ?? 800
  const height = size?.height ?? layout.height ?? 600
  return { src: ownMediaPath(src), width, height, alt: layout.alt }
}

export const priceLabel = (t: Translate, price: number): string => (price > 0 ? `${formatMoney(price, 0)} ${t('currency')}` : t('price-on-request'))

export const pricePerM2Label = (t: Translate, value: number | null): string => (value ? `${formatMoney(value, 0)} ${t('currency')}` : '—')
