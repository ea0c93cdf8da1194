import type { EstateListItem } from '@/services/estates'
import { completionLabel, favoriteAreaLabel, favoriteFloorLabel, favoriteStatusLabel, pricePerM2Label, priceLabel, roomsLabel } from '../properties/estate-format'
import type { Translate } from '@/i18n/messages'

export type CompareRowKey = 'layout' | 'project' | 'queue' | 'completion' | 'category' | 'rooms' | 'area' | 'floor' | 'finishing' | 'price' | 'price-per-m2' | 'status'

/** One row of the comparison: a label, one text per estate, and whether the estates differ on it. */
export type CompareRow = { key: CompareRowKey; label: string; values: string[]; differs: boolean }

const ROWS: Array<[CompareRowKey, (t: Translate, e: EstateListItem) => string]> = [
  // The layout cell shows the image; its value compares the images themselves.
  ['layout', (_t, e) => String(e.layout?.id ?? '')],
  ['project', (_t, e) => e.complex.name],
  ['queue', (_t, e) => e.house.name || '—'],
  ['completion', (t, e) => completionLabel(t, e.house)],
  ['category', (t, e) => t(`favorites-kind-${e.category}`)],
  ['rooms', (t, e) => (e.category === 'flat' ? (roomsLabel(t, e.rooms) ?? '—') : '—')],
  ['area', (t, e) => favoriteAreaLabel(t, e.area)],
  ['floor', (t, e) => favoriteFloorLabel(t, e.floor)],
  ['finishing', (_t, e) => e.restoration?.title ?? '—'],
  ['price', (t, e) => priceLabel(t, e.price)],
  ['price-per-m2', (t, e) => pricePerM2Label(t, e.price_per_m2)],
  ['status', (t, e) => favoriteStatusLabel(t, e.status)],
]

/** The comparison rows of these estates; with one estate nothing differs. */
export function compareRows(t: Translate, estates: readonly EstateListItem[]): CompareRow[] {
  return ROWS.map(([key, value]) => {
    const values = estates.map((e) => value(t, e))
    return { key, label: t(`compare-row-${key}`), values, differs: new Set(values).size > 1 }
  })
}
