import { z } from 'zod'

import { ESTATE_CATEGORY_CODES, ESTATE_STATUSES } from './estate-categories'
import { DEFAULT_ESTATE_SORT, ESTATE_SORTS, ROOMS_PLUS, splitList, type EstateFilterInput, type EstateSort } from './estate-filters'
import { ungroupAmount } from './money'
import { idParam, listParam } from './query-lists'
import { queryParams, toSearchParams, type SearchParams } from './query-params'

/**
 * The estates' filter query, one set of rules in two modes: strict for GET /api/estates and
 * /api/estates/filters (`estateListSchema`: a bad value answers 422), lenient for the listing pages
 * /properties/{type} (`parseListingQuery`: a bad value is dropped and reported, so the page redirects to
 * the corrected URL), plus the listing's URL rules (spec §2, §7). Both modes read the API's names:
 *   category     flat | comm | garage | storageroom (default flat; the page takes it from its path)
 *   rooms        one or several room counts, `rooms=2`, `rooms=1,2` or `rooms[]=1&rooms[]=2`; 0..4, 4 means 4 or more
 *   restorations one or several finishing types by id, code or title (in any site language)
 *   price_from, price_to, area_from, area_to, floor_from, floor_to   inclusive bounds
 *   complex_id, house_id   one or several ids;   completion   one or several completion years of the house
 *   sort, page   (and per_page in the API)
 * API only:
 *   status       free (default) | reserved | sold, one or several, or `all`
 *   ids          (list only) up to 100 estate ids, `ids=12,34`: just those estates, in ANY category (the
 *                category filter is then ignored; the others still apply). Favorites and comparison use
 *                `ids=…&status=all` to show saved estates whatever their status.
 * Faceted options (GET /api/estates/filters):
 *   {data: {category, total, rooms: [{value, title, plus, count, price_from}], restorations: [{id, title, count}],
 *    complexes: [{id, name, slug, count}], houses: [{id, name, slug, complex_id, completion_year, completion_quarter, count}],
 *    completion_years: [{year, count}], price: {min, max}, area: {min, max}, floor: {min, max}}}
 * Each value's count is over the estates that pass all the OTHER filters of the query, so choosing one
 * value never hides the alternatives; each range ignores its own bounds.
 */

const integer = (low: number, high: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,6}$/, 'validation_integer')
    .transform(Number)
    .pipe(z.number().min(low, 'validation_min').max(high, 'validation_max'))

/** A price or an area: a decimal number with at most two decimals. */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation_number')
  .transform(Number)

/** Restoration titles are words: letters, digits, spaces and a little punctuation, nothing else. */
const restorationToken = z
  .string()
  .max(60, 'validation_max')
  .regex(/^[\p{L}\p{N} .+\-]+$/u, 'validation_invalid')

/** One value of each list parameter, and how many values it takes. */
const LIST_ITEMS = {
  rooms: [integer(0, ROOMS_PLUS), 10],
  restorations: [restorationToken, 20],
  complex_id: [idParam, 50],
  house_id: [idParam, 50],
  completion: [integer(2000, 2100), 10],
} as const
const RANGES = { price_from: amount, price_to: amount, area_from: amount, area_to: amount, floor_from: integer(-20, 300), floor_to: integer(-20, 300) }

type ListKey = keyof typeof LIST_ITEMS
type RangeKey = keyof typeof RANGES
const LIST_KEYS = Object.keys(LIST_ITEMS) as ListKey[]
const RANGE_KEYS = Object.keys(RANGES) as RangeKey[]
const BOUNDS: Array<[RangeKey, RangeKey]> = [
  ['price_from', 'price_to'],
  ['area_from', 'area_to'],
  ['floor_from', 'floor_to'],
]
const sortParam = z.enum(ESTATE_SORTS, { message: 'validation_invalid' })

// ---- Strict mode: the API ----

const STATUS_VALUES = [...ESTATE_STATUSES, 'all'] as const

/** A lower bound above its upper bound is a mistake in the query, not an empty result. */
const checkBounds = (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
  for (const [from, to] of BOUNDS) {
    const low = value[from]
    const high = value[to]
    if (typeof low === 'number' && typeof high === 'number' && low > high) ctx.addIssue({ code: 'custom', path: [to], message: 'validation_min' })
  }
}

/** Up to 100 positive ids (favorites, comparison links). */
const MAX_ESTATE_IDS = 100

export const estateListSchema = z
  .object({
    category: z.enum(ESTATE_CATEGORY_CODES, { message: 'validation_invalid' }).default('flat'),
    rooms: listParam(...LIST_ITEMS.rooms).optional(),
    restorations: listParam(...LIST_ITEMS.restorations).optional(),
    complex_id: listParam(...LIST_ITEMS.complex_id).optional(),
    house_id: listParam(...LIST_ITEMS.house_id).optional(),
    completion: listParam(...LIST_ITEMS.completion).optional(),
    ...(Object.fromEntries(RANGE_KEYS.map((key) => [key, RANGES[key].optional()])) as { [K in RangeKey]: z.ZodOptional<(typeof RANGES)[K]> }),
    status: listParam(z.enum(STATUS_VALUES, { message: 'validation_invalid' }), 4).optional(),
    ids: listParam(idParam, MAX_ESTATE_IDS).optional(),
    sort: sortParam.default(DEFAULT_ESTATE_SORT),
    page: queryParams.page,
    per_page: queryParams.perPage,
  })
  .superRefine(checkBounds)

// ---- Lenient mode: the listing pages ----

/** The query of a listing page: the API's filters (lists always present, maybe empty), sort and page. */
export type ListingQuery = Required<Pick<EstateFilterInput, ListKey>> &
  Pick<EstateFilterInput, RangeKey> & {
    sort: EstateSort
    page: number
  }

export const LISTING_PAGE_SIZE = 12

/** Every parameter the listing reads; `key[]` is accepted as the same parameter. */
const LISTING_KEYS = [...LIST_KEYS, ...RANGE_KEYS, 'sort', 'page'] as const

export const emptyListingQuery = (): ListingQuery => ({ rooms: [], restorations: [], complex_id: [], house_id: [], completion: [], sort: DEFAULT_ESTATE_SORT, page: 1 })

/** Values of one parameter, `key` and `key[]` together. */
const valuesOf = (params: URLSearchParams, key: string): string[] => [...params.getAll(key), ...params.getAll(`${key}[]`)]

/** The good tokens of a list parameter (unique, in order, at most `max`), and whether any was bad. */
function lenientList<T>(raw: string[], item: z.ZodType<T, string>, max: number): { values: T[]; bad: boolean } {
  const tokens = splitList(raw)
  const values: T[] = []
  let bad = (raw.length > 0 && tokens.length === 0) || tokens.length > max
  for (const token of tokens.slice(0, max)) {
    const parsed = item.safeParse(token)
    if (!parsed.success) bad = true
    else if (!values.includes(parsed.data)) values.push(parsed.data)
  }
  return { values, bad }
}

/**
 * A price as the filter form shows it, "30,000,000" or "30 000 000" (a form sent without JavaScript sends
 * it so), as digits; the page then redirects to the plain form. Other ranges are left as they are.
 */
const ungroupPrice = (key: RangeKey, value: string): string => (key === 'price_from' || key === 'price_to' ? ungroupAmount(value) : value)

/**
 * The listing query of a URL, by the API's rules, and the names of the parameters whose values had to be
 * dropped or fixed. Parameters that are not the listing's own (utm_source...) are left alone.
 */
export function parseListingQuery(input: URLSearchParams | SearchParams | string): { query: ListingQuery; dropped: string[] } {
  const params = toSearchParams(input)
  const query = emptyListingQuery()
  const dropped: string[] = []

  for (const key of LIST_KEYS) {
    const [item, max] = LIST_ITEMS[key]
    const { values, bad } = lenientList<number | string>(valuesOf(params, key), item, max)
    if (bad) dropped.push(key)
    ;(query[key] as Array<number | string>) = key === 'restorations' ? values : [...values].sort((a, b) => Number(a) - Number(b))
  }

  for (const key of RANGE_KEYS) {
    const given = valuesOf(params, key)
    const raw = given.filter((v) => v.trim() !== '')
    const value = raw.length ? ungroupPrice(key, raw[0]) : undefined
    const parsed = value === undefined ? undefined : RANGES[key].safeParse(value)
    if (parsed?.success) query[key] = parsed.data
    if (given.length && (!parsed?.success || raw.length > 1 || value !== raw[0])) dropped.push(key)
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
    const sort = sortParam.safeParse(sorts[0])
    if (sort.success) query.sort = sort.data
    if (!sort.success || sorts.length > 1) dropped.push('sort')
  }

  const pages = valuesOf(params, 'page')
  if (pages.length) {
    const page = integer(1, 100_000).safeParse(pages[0])
    if (page.success) query.page = page.data
    if (!page.success || page.data === 1 || pages.length > 1) dropped.push('page')
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
export function correctedSearch(input: URLSearchParams | SearchParams | string, query: ListingQuery): string {
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
