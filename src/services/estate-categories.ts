import 'server-only'

import { categoryPath, type EstateCategoryCode } from '../domain/estate-categories'
import { ROOMS_PLUS, roomsBucket } from '../domain/estate-filters'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'
import { listRestorations } from './restorations'
import { freeStatsByKind, lowerPrice } from './estate-stats'

/**
 * Property categories and the header's mega-menu tabs (GET /api/estates/categories):
 *
 * {data: [{id, code, title, path, estates_count, price_from,
 *          rooms_data: [{title: 2, rooms: 2, plus: false, price_from}],   // title is the room count; 4 = "4+"
 *          restorations_data: [{id, title, price_from}]}]}
 * over FREE public estates, in the categories' editorial order. Entries without free estates are left out.
 * price_from is the category's lowest price over all its free estates, also where no room count or finishing
 * type groups them (parking spaces, storerooms).
 */

export type PublicEstateCategory = { id: number; code: EstateCategoryCode; title: string; path: string }

export const listEstateCategories = cached('estate-categories', ['estate-categories'], async (locale: Locale): Promise<PublicEstateCategory[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'estate-categories',
    locale,
    pagination: false,
    depth: 0,
    sort: ['order', 'id'],
    overrideAccess: true,
    select: { code: true, title: true },
  })
  return docs.map((d) => ({ id: d.id, code: d.code, title: d.title, path: categoryPath(d.code) }))
})

/** A category given by id or by code: its code, or null when there is no such category. */
export async function resolveCategory(value: string | number, locale: Locale = 'ru'): Promise<PublicEstateCategory | null> {
  const categories = await listEstateCategories(locale)
  const token = String(value).trim().toLowerCase()
  return categories.find((c) => String(c.id) === token || c.code === token) ?? null
}

export type CategoryTab = PublicEstateCategory & {
  estates_count: number
  price_from: number | null
  rooms_data: Array<{ title: number; rooms: number; plus: boolean; price_from: number | null }>
  restorations_data: Array<{ id: number; title: string; price_from: number | null }>
}

export const categoryTabs = cached(async (locale: Locale): Promise<CategoryTab[]> => {
  const [categories, stats, restorations] = await Promise.all([listEstateCategories(locale), freeStatsByKind(), listRestorations(locale)])
  return categories.map((category) => {
    const rooms = new Map<number, number | null>()
    const byRestoration = new Map<number, number | null>()
    let estatesCount = 0
    let priceFrom: number | null = null
    for (const s of stats) {
      if (s.category !== category.code) continue
      estatesCount += s.count
      priceFrom = lowerPrice(priceFrom, s.price_from)
      const bucket = roomsBucket(s.rooms)
      if (bucket !== null) rooms.set(bucket, lowerPrice(rooms.get(bucket) ?? null, s.price_from))
      if (s.restoration !== null) byRestoration.set(s.restoration, lowerPrice(byRestoration.get(s.restoration) ?? null, s.price_from))
    }
    return {
      ...category,
      estates_count: estatesCount,
      price_from: priceFrom,
      rooms_data: [...rooms.entries()].sort(([a], [b]) => a - b).map(([n, price]) => ({ title: n, rooms: n, plus: n === ROOMS_PLUS, price_from: price })),
      restorations_data: restorations.filter((r) => byRestoration.has(r.id)).map((r) => ({ id: r.id, title: r.title, price_from: byRestoration.get(r.id) ?? null })),
    }
  })
})
