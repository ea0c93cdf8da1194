import { z } from 'zod'

import { BUILD_STATUSES, COMPLEX_CLASSES, type ComplexFilters } from '../domain/complex-filters'
import { idListParam, listParam } from '../domain/query-lists'
import { queryParams } from './api'

/** Words of a name search: letters, digits, spaces and quotes/dashes; markup or SQL punctuation is refused. */
const searchText = z
  .string()
  .trim()
  .max(100, 'validation_max')
  .regex(/^[\p{L}\p{N}\s.,'"«»\-]*$/u, 'validation_invalid')

const year = z
  .string()
  .regex(/^\d{4}$/, 'validation_integer')
  .transform(Number)
  .pipe(z.number().min(2000, 'validation_min').max(2100, 'validation_max'))

/**
 * Query of GET /api/complexes and /api/complexes/filters: city (ids), status, class (codes, one or
 * several), completion (years), completion_from / completion_to (years), price_from / price_to (on the
 * project's price_from), search (name).
 */
export const complexFilterShape = {
  city: idListParam.optional(),
  status: listParam(z.enum(BUILD_STATUSES, { message: 'validation_invalid' })).optional(),
  class: listParam(z.enum(COMPLEX_CLASSES, { message: 'validation_invalid' })).optional(),
  completion: listParam(year).optional(),
  completion_from: year.optional(),
  completion_to: year.optional(),
  price_from: queryParams.number,
  price_to: queryParams.number,
  search: searchText.optional(),
}

const checkComplexBounds = (v: { price_from?: number; price_to?: number; completion_from?: number; completion_to?: number }, ctx: z.RefinementCtx) => {
  if (v.price_from !== undefined && v.price_to !== undefined && v.price_from > v.price_to) ctx.addIssue({ code: 'custom', path: ['price_to'], message: 'validation_min' })
  if (v.completion_from !== undefined && v.completion_to !== undefined && v.completion_from > v.completion_to)
    ctx.addIssue({ code: 'custom', path: ['completion_to'], message: 'validation_min' })
}

export const complexFilterSchema = z.object(complexFilterShape).superRefine(checkComplexBounds)
export const complexListSchema = z.object({ ...complexFilterShape, page: queryParams.page, per_page: queryParams.perPage }).superRefine(checkComplexBounds)

export const toComplexFilters = (query: z.infer<typeof complexFilterSchema>): ComplexFilters => ({
  city: query.city,
  status: query.status,
  class: query.class,
  completion: query.completion,
  completion_from: query.completion_from,
  completion_to: query.completion_to,
  price_from: query.price_from,
  price_to: query.price_to,
  search: query.search || undefined,
})
