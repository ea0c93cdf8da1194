/**
 * Pure rules of the estate filters: the room-count buckets, the sort orders and the faceting of grouped
 * counts (which values each filter still offers, given the other filters).
 */

import type { EstateCategoryCode, EstateStatus } from './estate-categories'

/** Room counts from this value up are one bucket: `rooms=4` means "4 rooms or more". */
export const ROOMS_PLUS = 4

export const roomsBucket = (rooms: number | null | undefined): number | null => (rooms === null || rooms === undefined ? null : Math.min(Math.floor(rooms), ROOMS_PLUS))

/** True when an estate with `rooms` matches one of the wanted buckets. */
export const roomsMatch = (rooms: number | null | undefined, wanted: readonly number[]): boolean => {
  const bucket = roomsBucket(rooms)
  return bucket !== null && wanted.includes(bucket)
}

export const ESTATE_SORTS = ['price', '-price', 'area', '-area', 'price_per_m2', '-price_per_m2', 'floor', '-floor'] as const
export type EstateSort = (typeof ESTATE_SORTS)[number]
export const DEFAULT_ESTATE_SORT: EstateSort = 'price'

export const parseSort = (sort: EstateSort): { field: 'price' | 'area' | 'price_per_m2' | 'floor'; descending: boolean } => ({
  field: sort.replace(/^-/, '') as 'price' | 'area' | 'price_per_m2' | 'floor',
  descending: sort.startsWith('-'),
})

/** The inclusive bounds of the estate filters (price in tenge, area in m², floor). */
export type EstateRanges = {
  price_from?: number
  price_to?: number
  area_from?: number
  area_to?: number
  floor_from?: number
  floor_to?: number
}

/**
 * An estate filter query as the API and the pages read it (src/domain/estates-query.ts), before finishing
 * names are looked up and defaults applied (services/estate-filters resolveEstateFilters).
 */
export type EstateFilterInput = EstateRanges & {
  category: EstateCategoryCode
  rooms?: number[]
  /** Finishing types by id, code or title in any site language. */
  restorations?: string[]
  complex_id?: number[]
  house_id?: number[]
  completion?: number[]
  /** Default: free only; `all`: every status. */
  status?: Array<EstateStatus | 'all'>
  /** Only these estates, whatever their category. */
  ids?: number[]
}

/** Filters on values that are group keys of the facet query (rooms, restoration, house) or follow from the house. */
export type DiscreteFilters = {
  rooms?: number[]
  restorations?: number[]
  houses?: number[]
  complexes?: number[]
  completion?: number[]
}
export type DiscreteFacet = keyof DiscreteFilters

/** One row of estates grouped by (rooms, restoration, house), with the house's complex and completion year. */
export type EstateGroup = {
  rooms: number | null
  restoration: number | null
  house: number
  complex: number
  completion_year: number | null
  count: number
  price_min: number | null
  price_max: number | null
  area_min: number | null
  area_max: number | null
  floor_min: number | null
  floor_max: number | null
}

const listed = (wanted: number[] | undefined, value: number | null): boolean => !wanted?.length || (value !== null && wanted.includes(value))

/** Whether a group passes every discrete filter except `omit` (the facet being computed). */
export function groupMatches(group: EstateGroup, filters: DiscreteFilters, omit?: DiscreteFacet): boolean {
  return (
    (omit === 'rooms' || !filters.rooms?.length || roomsMatch(group.rooms, filters.rooms)) &&
    (omit === 'restorations' || listed(filters.restorations, group.restoration)) &&
    (omit === 'houses' || listed(filters.houses, group.house)) &&
    (omit === 'complexes' || listed(filters.complexes, group.complex)) &&
    (omit === 'completion' || listed(filters.completion, group.completion_year))
  )
}

export type Range = { min: number | null; max: number | null }
export type Facets = {
  total: number
  rooms: Array<{ value: number; plus: boolean; count: number; price_from: number | null }>
  restorations: Array<{ id: number; count: number }>
  houses: Array<{ id: number; count: number }>
  complexes: Array<{ id: number; count: number }>
  completion_years: Array<{ year: number; count: number }>
  price: Range
  area: Range
  floor: Range
}

type Counter = Map<number, { count: number; price_from: number | null }>

function bump(counter: Counter, key: number | null, group: EstateGroup): void {
  if (key === null) return
  const entry = counter.get(key) ?? { count: 0, price_from: null }
  entry.count += group.count
  if (group.price_min !== null && (entry.price_from === null || group.price_min < entry.price_from)) entry.price_from = group.price_min
  counter.set(key, entry)
}

function range(groups: EstateGroup[], filters: DiscreteFilters, low: keyof EstateGroup, high: keyof EstateGroup): Range {
  let min: number | null = null
  let max: number | null = null
  for (const g of groups) {
    if (!groupMatches(g, filters)) continue
    const lo = g[low] as number | null
    const hi = g[high] as number | null
    if (lo !== null && (min === null || lo < min)) min = lo
    if (hi !== null && (max === null || hi > max)) max = hi
  }
  return { min, max }
}

/**
 * Facets from grouped counts. Each discrete facet counts the estates that pass all the other filters
 * (so choosing 2 rooms still shows how many 3-room flats there are). Each range comes from the groups
 * of a query without that range's own bounds, when the caller has one (`withoutPrice`...).
 */
export function facetsFromGroups(
  groups: EstateGroup[],
  filters: DiscreteFilters,
  rangeGroups: { price?: EstateGroup[]; area?: EstateGroup[]; floor?: EstateGroup[] } = {},
): Facets {
  const rooms: Counter = new Map()
  const restorations: Counter = new Map()
  const houses: Counter = new Map()
  const complexes: Counter = new Map()
  const years: Counter = new Map()
  let total = 0
  for (const g of groups) {
    if (groupMatches(g, filters)) total += g.count
    if (groupMatches(g, filters, 'rooms')) bump(rooms, roomsBucket(g.rooms), g)
    if (groupMatches(g, filters, 'restorations')) bump(restorations, g.restoration, g)
    if (groupMatches(g, filters, 'houses')) bump(houses, g.house, g)
    if (groupMatches(g, filters, 'complexes')) bump(complexes, g.complex, g)
    if (groupMatches(g, filters, 'completion')) bump(years, g.completion_year, g)
  }
  const sorted = (counter: Counter) => [...counter.entries()].sort(([a], [b]) => a - b)
  return {
    total,
    rooms: sorted(rooms).map(([value, e]) => ({ value, plus: value === ROOMS_PLUS, count: e.count, price_from: e.price_from })),
    restorations: sorted(restorations).map(([id, e]) => ({ id, count: e.count })),
    houses: sorted(houses).map(([id, e]) => ({ id, count: e.count })),
    complexes: sorted(complexes).map(([id, e]) => ({ id, count: e.count })),
    completion_years: sorted(years).map(([year, e]) => ({ year, count: e.count })),
    price: range(rangeGroups.price ?? groups, filters, 'price_min', 'price_max'),
    area: range(rangeGroups.area ?? groups, filters, 'area_min', 'area_max'),
    floor: range(rangeGroups.floor ?? groups, filters, 'floor_min', 'floor_max'),
  }
}

/** Splits `a,b` / repeated parameters into trimmed, non-empty tokens. */
export const splitList = (value: string | string[]): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean)
