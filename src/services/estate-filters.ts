import 'server-only'

import { and, count, eq, gte, inArray, lte, max, min, or, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { EstateCategoryCode, EstateStatus } from '../domain/estate-categories'
import { facetsFromGroups, ROOMS_PLUS, type DiscreteFilters, type EstateFilterInput, type EstateGroup, type EstateRanges } from '../domain/estate-filters'
import { parseListingQuery, type ListingQuery } from '../domain/estates-query'
import type { SearchParams } from '../domain/query-params'
import type { Locale } from '../i18n/locales'
import { cached } from './cache'
import { catalogueDb, toNumber, visibleCondition, visibleEstates, type CatalogueTables } from './catalogue-db'
import { complexNavigation } from './complexes'
import { visibleHouses } from './houses'
import { listRestorations, restorationAliases } from './restorations'

/**
 * The estate filters of the catalogue: names resolved (finishing types), SQL conditions and the faceted
 * options. The query they come from is parsed by src/domain/estates-query.ts: strictly by the API
 * handlers, which answer 422 for what `resolveEstateFilters` reports invalid; leniently by the listing
 * pages, through `resolveListingQuery`, which drops it instead.
 */

/** Filters after lookups: restoration names turned into ids, the status default applied. */
export type EstateFilters = DiscreteFilters &
  EstateRanges & {
    category: EstateCategoryCode
    statuses: EstateStatus[] | null
    /** Only these estates, whatever their category (list only; the faceted options ignore it). */
    ids?: number[]
  }

const sortedUnique = (values: number[] | undefined): number[] | undefined => (values?.length ? [...new Set(values)].sort((a, b) => a - b) : undefined)

/**
 * Resolves names and defaults. Finishing types named by no id, code or title are left out and reported
 * in `invalid` (the API answers 422 for them, like any other bad value).
 */
export async function resolveEstateFilters(query: EstateFilterInput): Promise<{ filters: EstateFilters; invalid: string[] }> {
  let restorations: number[] | undefined
  const invalid: string[] = []
  if (query.restorations?.length) {
    const aliases = new Map(await restorationAliases())
    const ids = query.restorations.map((token: string) => aliases.get(token.toLowerCase()))
    if (ids.includes(undefined)) invalid.push('restorations')
    restorations = ids.filter((id): id is number => id !== undefined)
  }
  const statuses = query.status?.includes('all') ? null : ((query.status as EstateStatus[] | undefined) ?? ['free'])
  const filters: EstateFilters = {
    category: query.category,
    statuses: statuses ? [...new Set(statuses)].sort() : null,
    rooms: sortedUnique(query.rooms),
    restorations: sortedUnique(restorations),
    houses: sortedUnique(query.house_id),
    complexes: sortedUnique(query.complex_id),
    completion: sortedUnique(query.completion),
    price_from: query.price_from,
    price_to: query.price_to,
    area_from: query.area_from,
    area_to: query.area_to,
    floor_from: query.floor_from,
    floor_to: query.floor_to,
    ...(query.ids?.length ? { ids: sortedUnique(query.ids) } : {}),
  }
  return { filters, invalid }
}

/**
 * A listing page's URL read leniently (free estates of one category): the query as the page shows it,
 * the filters, and the parameters that were dropped or fixed (the page redirects to the corrected URL).
 * Finishing types are shown by their title in the page's language: a token that names none is dropped,
 * another name of a known one (its code, its title in another language) becomes that title.
 */
export async function resolveListingQuery(
  locale: Locale,
  category: EstateCategoryCode,
  searchParams: SearchParams,
): Promise<{ query: ListingQuery; filters: EstateFilters; dropped: string[] }> {
  const { query, dropped } = parseListingQuery(searchParams)
  if (query.restorations.length) {
    const [aliases, restorations] = await Promise.all([restorationAliases(), listRestorations(locale)])
    const idByName = new Map(aliases)
    const titleById = new Map(restorations.map((r) => [r.id, r.title]))
    const titles = [...new Set(query.restorations.flatMap((token) => titleById.get(idByName.get(token.toLowerCase()) ?? -1) ?? []))]
    if (titles.join('\n') !== query.restorations.join('\n')) {
      query.restorations = titles
      dropped.push('restorations')
    }
  }
  const { filters } = await resolveEstateFilters({ category, ...query })
  return { query, filters, dropped: [...new Set(dropped)] }
}

type RangeName = 'price' | 'area' | 'floor'

/** SQL conditions of the filters. `discrete: false` leaves rooms/restoration/house/complex/year to the caller. */
export function estateConditions(t: CatalogueTables, f: EstateFilters, options: { discrete?: boolean } = {}): SQL {
  const e = t.estates
  const conditions: Array<SQL | undefined> = [visibleCondition(t), f.ids?.length ? inArray(e.id, f.ids) : eq(e.category, f.category)]
  if (f.statuses) conditions.push(inArray(e.status, f.statuses))
  const ranges: Array<[RangeName, number | undefined, number | undefined]> = [
    ['price', f.price_from, f.price_to],
    ['area', f.area_from, f.area_to],
    ['floor', f.floor_from, f.floor_to],
  ]
  for (const [name, low, high] of ranges) {
    if (low !== undefined) conditions.push(gte(e[name], low))
    if (high !== undefined) conditions.push(lte(e[name], high))
  }
  if (options.discrete !== false) {
    if (f.rooms?.length) {
      const exact = f.rooms.filter((r) => r < ROOMS_PLUS)
      const plus = f.rooms.includes(ROOMS_PLUS)
      conditions.push(or(exact.length ? inArray(e.rooms, exact) : undefined, plus ? gte(e.rooms, ROOMS_PLUS) : undefined))
    }
    if (f.restorations?.length) conditions.push(inArray(e.restoration, f.restorations))
    if (f.houses?.length) conditions.push(inArray(e.house, f.houses))
    if (f.complexes?.length) conditions.push(inArray(t.houses.complex, f.complexes))
    if (f.completion?.length) conditions.push(inArray(t.houses.completion_year, f.completion))
  }
  return and(...conditions) as SQL
}

/** The filters that the grouped query applies in SQL; the discrete ones are applied to its rows. */
type GroupScope = Pick<EstateFilters, 'category' | 'statuses' | 'price_from' | 'price_to' | 'area_from' | 'area_to' | 'floor_from' | 'floor_to'>

function groupScope(f: EstateFilters, omitRange?: RangeName): GroupScope {
  const scope: GroupScope = { category: f.category, statuses: f.statuses }
  if (omitRange !== 'price') Object.assign(scope, { price_from: f.price_from, price_to: f.price_to })
  if (omitRange !== 'area') Object.assign(scope, { area_from: f.area_from, area_to: f.area_to })
  if (omitRange !== 'floor') Object.assign(scope, { floor_from: f.floor_from, floor_to: f.floor_to })
  return JSON.parse(JSON.stringify(scope)) as GroupScope
}

/** Estates grouped by (rooms, restoration, house): a few hundred rows from which every facet follows. */
const groups = cached('estate-groups', ['estates', 'houses', 'complexes'], async (scope: GroupScope): Promise<EstateGroup[]> => {
  const f: EstateFilters = scope
  const { db, t } = await catalogueDb()
  const e = t.estates
  const rows = await visibleEstates(db, t, {
    rooms: e.rooms,
    restoration: e.restoration,
    house: e.house,
    complex: t.houses.complex,
    completion_year: t.houses.completion_year,
    count: count(),
    price_min: min(e.price),
    price_max: max(e.price),
    area_min: min(e.area),
    area_max: max(e.area),
    floor_min: min(e.floor),
    floor_max: max(e.floor),
  })
    .where(estateConditions(t, f, { discrete: false }))
    .groupBy(e.rooms, e.restoration, e.house, t.houses.complex, t.houses.completion_year)
  return rows.map((r) => ({
    rooms: toNumber(r.rooms),
    restoration: toNumber(r.restoration),
    house: Number(r.house),
    complex: Number(r.complex),
    completion_year: toNumber(r.completion_year),
    count: Number(r.count),
    price_min: toNumber(r.price_min),
    price_max: toNumber(r.price_max),
    area_min: toNumber(r.area_min),
    area_max: toNumber(r.area_max),
    floor_min: toNumber(r.floor_min),
    floor_max: toNumber(r.floor_max),
  }))
})

export type EstateFilterOptions = {
  category: EstateCategoryCode
  total: number
  rooms: Array<{ value: number; title: string; plus: boolean; count: number; price_from: number | null }>
  restorations: Array<{ id: number; title: string; count: number }>
  complexes: Array<{ id: number; name: string; slug: string; count: number }>
  houses: Array<{ id: number; name: string; slug: string; complex_id: number; completion_year: number; completion_quarter: number; count: number }>
  completion_years: Array<{ year: number; count: number }>
  price: { min: number | null; max: number | null }
  area: { min: number | null; max: number | null }
  floor: { min: number | null; max: number | null }
}

export const estateFilterOptions = cached(async (locale: Locale, f: EstateFilters): Promise<EstateFilterOptions> => {
  const hasPrice = f.price_from !== undefined || f.price_to !== undefined
  const hasArea = f.area_from !== undefined || f.area_to !== undefined
  const hasFloor = f.floor_from !== undefined || f.floor_to !== undefined
  const [all, withoutPrice, withoutArea, withoutFloor, restorations, complexes, houses] = await Promise.all([
    groups(groupScope(f)),
    hasPrice ? groups(groupScope(f, 'price')) : undefined,
    hasArea ? groups(groupScope(f, 'area')) : undefined,
    hasFloor ? groups(groupScope(f, 'floor')) : undefined,
    listRestorations(locale),
    complexNavigation(locale),
    visibleHouses(locale),
  ])
  const facets = facetsFromGroups(all, f, { price: withoutPrice, area: withoutArea, floor: withoutFloor })
  const restorationById = new Map(restorations.map((r) => [r.id, r]))
  const complexById = new Map(complexes.map((c) => [c.id, c]))
  const complexRank = new Map(complexes.map((c, index) => [c.id, index]))
  return {
    category: f.category,
    total: facets.total,
    rooms: facets.rooms.map((r) => ({ ...r, title: r.plus ? `${r.value}+` : String(r.value) })),
    restorations: facets.restorations.flatMap((r) => {
      const restoration = restorationById.get(r.id)
      return restoration ? [{ id: r.id, title: restoration.title, count: r.count }] : []
    }),
    complexes: complexes.flatMap((c) => {
      const facet = facets.complexes.find((x) => x.id === c.id)
      return facet ? [{ id: c.id, name: c.name, slug: c.slug, count: facet.count }] : []
    }),
    // Queues grouped by project, projects in their editorial order.
    houses: [...houses]
      .sort((a, b) => (complexRank.get(a.complex) ?? 0) - (complexRank.get(b.complex) ?? 0) || a.order - b.order || a.id - b.id)
      .flatMap((h) => {
        const facet = facets.houses.find((x) => x.id === h.id)
        if (!facet || !complexById.has(h.complex)) return []
        const { id, name, slug, completion_year, completion_quarter } = h
        return [{ id, name, slug, complex_id: h.complex, completion_year, completion_quarter, count: facet.count }]
      }),
    completion_years: facets.completion_years,
    price: facets.price,
    area: facets.area,
    floor: facets.floor,
  }
})
