import { z } from 'zod'

import { ESTATE_CATEGORY_CODES, ESTATE_STATUSES } from '../domain/estate-categories'
import { DEFAULT_ESTATE_SORT, ESTATE_SORTS, ROOMS_PLUS } from '../domain/estate-filters'
import { idListParam, listParam } from '../domain/query-lists'
import { queryParams } from './api'

/**
 * The estate filter query of GET /api/estates and /api/estates/filters (strict: a bad value answers 422;
 * the services resolve what it gives, src/services/estate-filters.ts):
 *   category     flat | comm | garage | storageroom (default flat)
 *   rooms        one or several room counts, `rooms=2`, `rooms=1,2` or `rooms[]=1&rooms[]=2`; 0..4, 4 means 4 or more
 *   restorations one or several finishing types by id, code or title (in any site language)
 *   price_from, price_to, area_from, area_to, floor_from, floor_to   inclusive bounds
 *   complex_id, house_id   one or several ids;   completion   one or several completion years of the house
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
    .regex(/^-?\d{1,6}$/, 'validation_integer')
    .transform(Number)
    .pipe(z.number().min(low, 'validation_min').max(high, 'validation_max'))

const optionalInteger = (low: number, high: number) => integer(low, high).optional()

/** Restoration titles are words: letters, digits, spaces and a little punctuation, nothing else. */
const restorationToken = z
  .string()
  .max(60, 'validation_max')
  .regex(/^[\p{L}\p{N} .+\-]+$/u, 'validation_invalid')

const STATUS_VALUES = [...ESTATE_STATUSES, 'all'] as const

const bounds: Array<[string, string]> = [
  ['price_from', 'price_to'],
  ['area_from', 'area_to'],
  ['floor_from', 'floor_to'],
]

const estateFilterShape = {
  category: z.enum(ESTATE_CATEGORY_CODES, { message: 'validation_invalid' }).default('flat'),
  rooms: listParam(integer(0, ROOMS_PLUS), 10).optional(),
  restorations: listParam(restorationToken).optional(),
  price_from: queryParams.number,
  price_to: queryParams.number,
  area_from: queryParams.number,
  area_to: queryParams.number,
  floor_from: optionalInteger(-20, 300),
  floor_to: optionalInteger(-20, 300),
  complex_id: idListParam.optional(),
  house_id: idListParam.optional(),
  completion: listParam(integer(2000, 2100), 10).optional(),
  status: listParam(z.enum(STATUS_VALUES, { message: 'validation_invalid' }), 4).optional(),
}

/** A lower bound above its upper bound is a mistake in the query, not an empty result. */
const checkBounds = (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
  for (const [from, to] of bounds) {
    const low = value[from]
    const high = value[to]
    if (typeof low === 'number' && typeof high === 'number' && low > high) ctx.addIssue({ code: 'custom', path: [to], message: 'validation_min' })
  }
}

/** Up to 100 positive ids (favorites, comparison links). */
const MAX_ESTATE_IDS = 100
const estateIdsParam = listParam(
  z
    .string()
    .regex(/^\d{1,12}$/, 'validation_integer')
    .transform(Number)
    .pipe(z.number().min(1, 'validation_min')),
  MAX_ESTATE_IDS,
)

export const estateListSchema = z
  .object({ ...estateFilterShape, ids: estateIdsParam.optional(), sort: z.enum(ESTATE_SORTS, { message: 'validation_invalid' }).default(DEFAULT_ESTATE_SORT), page: queryParams.page, per_page: queryParams.perPage })
  .superRefine(checkBounds)
