import { DEFAULT_ESTATE_SORT, ESTATE_SORTS, ROOMS_PLUS, splitList, type EstateRanges, type EstateSort } from './estate-filters'

/**
 * The query of a property listing (/properties/{type}), with the API's own parameter names (spec §2, §7):
 *   rooms (0..4, 4 = 4+, several), restorations (finishing titles, several), page,
 *   price_from/price_to, area_from/area_to, floor_from/floor_to, complex_id, house_id, completion, sort.
 * Parsing is lenient: each invalid value is dropped (and reported in `dropped`, so the page can redirect
 * to the corrected URL); parameters that are not the listing's own (utm_source...) are left alone.
 */

export type ListingQuery = EstateRanges & {
  rooms: number[]
  restorations: string[]
  complex_id: number[]
  house_id: number[]
  completion: number[]
  sort: EstateSort
  page: number
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>

export const LISTING_PAGE_SIZE = 12

const LIST_KEYS = ['rooms', 'restorations', 'complex_id', 'house_id', 'completion'] as const
const RANGE_KEYS = ['price_from', 'price_to', 'area_from', 'area_to', 'floor_from', 'floor_to'] as const
type RangeKey = (typeof RANGE_KEYS)[number]
/** Every parameter the listing reads; `key[]` is accepted as the same parameter. */
export const LISTING_KEYS = [...LIST_KEYS, ...RANGE_KEYS, 'sort', 'page'] as const

const BOUNDS: Array<[RangeKey, RangeKey]> = [
  ['price_from', 'price_to'],
  ['area_from', 'area_to'],
  ['floor_from', 'floor_to'],
]

export const emptyListingQuery = (): ListingQuery => ({ rooms: [], restorations: [], complex_id: [], house_id: [], completion: [], sort: DEFAULT_ESTATE_SORT, page: 1 })

/** Values of one parameter, `key` and `key[]` together. */
function valuesOf(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(key), ...params.getAll(`${key}[]`)]
}

const INTEGER = /^\d{1,9}$/
const RESTORATION = /^[\p{L}\p{N} .+\-]{1,60}$/u

/** Parses the tokens of a list parameter; the bad tokens are counted so the URL can be corrected. */
function parseList<T>(raw: string[], parse: (token: string) => T | null): { values: T[]; bad: boolean } {
  const tokens = splitList(raw)
  const values: T[] = []
  let bad = raw.length > 0 && tokens.length === 0
  for (const token of tokens) {
    const value = parse(token)
    if (value === null) bad = true
    else if (!values.includes(value)) values.push(value)
  }
  return { values, bad }
}

const integerIn = (low: number, high: number) => (token: string): number | null => {
  if (!INTEGER.test(token)) return null
  const n = Number(token)
  return n >= low && n <= high ? n : null
}

function parseRange(key: RangeKey, raw: string): number | null {
  const value = raw.trim()
  if (key.startsWith('floor')) return /^-?\d{1,3}$/.test(value) ? Number(value) : null
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) return null
  return Number(value)
}

export const toSearchParams = (input: URLSearchParams | SearchParamsRecord | string): URLSearchParams => {
  if (input instanceof URLSearchParams) return input
  if (typeof input === 'string') return new URLSearchParams(input)
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
  }
  return params
}

/** The listing query of a URL, and the names of the parameters whose values had to be dropped or fixed. */
export function parseListingQuery(input: URLSearchParams | SearchParamsRecord | string): { query: ListingQuery; dropped: string[] } {
  const params = toSearchParams(input)
  const query = emptyListingQuery()
  const dropped: string[] = []

  const lists: Record<(typeof LIST_KEYS)[number], (token: string) => number | string | null> = {
    rooms: integerIn(0, ROOMS_PLUS),
    restorations: (token) => (RESTORATION.test(token) ? token : null),
    complex_id: integerIn(1, 999_999_999),
    house_id: integerIn(1, 999_999_999),
    completion: integerIn(2000, 2100),
  }
  for (const key of LIST_KEYS) {
    const { values, bad } = parseList(valuesOf(params, key), lists[key])
    if (bad) dropped.push(key)
    ;(query[key] as Array<number | string>) = key === 'restorations' ? values : [...values].sort((a, b) => Number(a) - Number(b))
  }

  for (const key of RANGE_KEYS) {
    const raw = valuesOf(params, key).filter((v) => v.trim() !== '')
    if (raw.length === 0) {
      if (valuesOf(params, key).length) dropped.push(key)
      continue
    }
    const value = parseRange(key, raw[0])
    if (value === null || raw.length > 1) dropped.push(key)
    if (value !== null) query[key] = value
  }
  // A lower bound above the upper one is a slip of the visitor: the bounds are swapped.
  for (const [from, to] of BOUNDS) {
    const low = query[from]
    const high = query[to]
    if (low !== undefined && high !== undefined && low > high) {
      query[from] = high
      query[to] = low
      dropped.push(from, to)
    }
  }

  const sorts = valuesOf(params, 'sort')
  if (sorts.length) {
    const sort = sorts[0] as EstateSort
    if ((ESTATE_SORTS as readonly string[]).includes(sort)) query.sort = sort
    if (!(ESTATE_SORTS as readonly string[]).includes(sort) || sorts.length > 1) dropped.push('sort')
  }

  const pages = valuesOf(params, 'page')
  if (pages.length) {
    const page = integerIn(1, 100_000)(pages[0].trim())
    if (page !== null) query.page = page
    if (page === null || page === 1 || pages.length > 1) dropped.push('page')
  }
  return { query, dropped: [...new Set(dropped)] }
}

/** The listing's parameters in one stable order; defaults (page 1, sort by price) are left out. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of LIST_KEYS) for (const value of query[key]) params.append(key, String(value))
  for (const key of RANGE_KEYS) if (query[key] !== undefined) params.set(key, String(query[key]))
  if (query.sort !== DEFAULT_ESTATE_SORT) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/**
 * The URL query after correction: the listing's parameters as parsed (in a stable order), then every
 * other parameter as it came. Returns '' or '?...'.
 */
export function correctedSearch(input: URLSearchParams | SearchParamsRecord | string, query: ListingQuery): string {
  const params = listingSearchParams(query)
  const own = new Set<string>(LISTING_KEYS.flatMap((k) => [k, `${k}[]`]))
  for (const [key, value] of toSearchParams(input)) if (!own.has(key)) params.append(key, value)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The canonical query of a listing (spec §2): rooms and page, the page only above 1. */
export function canonicalListingQuery(query: Pick<ListingQuery, 'rooms' | 'page'>): string {
  const params = new URLSearchParams()
  for (const rooms of query.rooms) params.append('rooms', String(rooms))
  if (query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

/** The page number for the title suffix (spec §2): only above 1. */
export const titlePageSuffix = (page: number): number | null => (page > 1 ? page : null)

/** Whether any filter is set (the page number and the sort order are not filters). */
export function hasFilters(query: ListingQuery): boolean {
  return LIST_KEYS.some((k) => query[k].length > 0) || RANGE_KEYS.some((k) => query[k] !== undefined)
}

/** The same query on another page (for pagination links); '' or '?...'. */
export function pageSearch(query: ListingQuery, page: number): string {
  const search = listingSearchParams({ ...query, page }).toString()
  return search ? `?${search}` : ''
}

