import 'server-only'

import { and, count, eq, min } from '@payloadcms/db-sqlite/drizzle'

import type { EstateCategoryCode } from '../domain/estate-categories'
import { cached } from './cache'
import { catalogueDb, toNumber, visibleCondition, visibleEstates } from './catalogue-db'

/**
 * Offer counts and "price from" of FREE public estates, aggregated in SQL (one GROUP BY each) and cached
 * until an estate, house or complex changes. Selling an estate or unpublishing a complex moves them.
 */

export const STATS_TAGS = ['estates', 'houses', 'complexes']

/**
 * The category whose lowest price is a project's (and a queue's) headline "price from": a complex is
 * advertised by its apartments, not by its cheapest storeroom. Per-category figures are given apart.
 */
export const HEADLINE_CATEGORY: EstateCategoryCode = 'flat'

export type HouseCategoryStat = { house: number; complex: number; category: EstateCategoryCode; count: number; price_from: number | null }

export const freeStatsByHouse = cached('stats-by-house', STATS_TAGS, async (): Promise<HouseCategoryStat[]> => {
  const { db, t } = await catalogueDb()
  const rows = await visibleEstates(db, t, {
    house: t.estates.house,
    complex: t.houses.complex,
    category: t.estates.category,
    count: count(),
    price_from: min(t.estates.price),
  })
    .where(and(visibleCondition(t), eq(t.estates.status, 'free')))
    .groupBy(t.estates.house, t.houses.complex, t.estates.category)
  return rows.map((r) => ({
    house: Number(r.house),
    complex: Number(r.complex),
    category: r.category as EstateCategoryCode,
    count: Number(r.count),
    price_from: toNumber(r.price_from),
  }))
})

export type KindStat = { category: EstateCategoryCode; rooms: number | null; restoration: number | null; count: number; price_from: number | null }

export const freeStatsByKind = cached('stats-by-kind', STATS_TAGS, async (): Promise<KindStat[]> => {
  const { db, t } = await catalogueDb()
  const rows = await visibleEstates(db, t, {
    category: t.estates.category,
    rooms: t.estates.rooms,
    restoration: t.estates.restoration,
    count: count(),
    price_from: min(t.estates.price),
  })
    .where(and(visibleCondition(t), eq(t.estates.status, 'free')))
    .groupBy(t.estates.category, t.estates.rooms, t.estates.restoration)
  return rows.map((r) => ({
    category: r.category as EstateCategoryCode,
    rooms: toNumber(r.rooms),
    restoration: toNumber(r.restoration),
    count: Number(r.count),
    price_from: toNumber(r.price_from),
  }))
})

export type OfferSummary = { price_from: number | null; estates_count: number }

const lower = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b))

/** Headline price (apartments) and the count of all free estates, per key (complex or house id). */
export function summarize(stats: HouseCategoryStat[], key: 'house' | 'complex'): Map<number, OfferSummary> {
  const result = new Map<number, OfferSummary>()
  for (const s of stats) {
    const entry = result.get(s[key]) ?? { price_from: null, estates_count: 0 }
    entry.estates_count += s.count
    if (s.category === HEADLINE_CATEGORY) entry.price_from = lower(entry.price_from, s.price_from)
    result.set(s[key], entry)
  }
  return result
}

/** Count and lowest price per category, for one complex or house. */
export function byCategory(stats: HouseCategoryStat[], match: (s: HouseCategoryStat) => boolean): Map<EstateCategoryCode, OfferSummary> {
  const result = new Map<EstateCategoryCode, OfferSummary>()
  for (const s of stats) {
    if (!match(s)) continue
    const entry = result.get(s.category) ?? { price_from: null, estates_count: 0 }
    entry.estates_count += s.count
    entry.price_from = lower(entry.price_from, s.price_from)
    result.set(s.category, entry)
  }
  return result
}

export { lower as lowerPrice }

/** Apartments in the public queues that are completed (any sale status): the homes the company has delivered. */
export const deliveredHomes = cached('delivered-homes', STATS_TAGS, async (): Promise<number> => {
  const { db, t } = await catalogueDb()
  const [row] = await visibleEstates(db, t, { count: count() }).where(and(visibleCondition(t), eq(t.houses.status, 'completed'), eq(t.estates.category, HEADLINE_CATEGORY)))
  return Number(row?.count ?? 0)
})
