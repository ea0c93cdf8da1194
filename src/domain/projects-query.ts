import { z } from 'zod'

import { BUILD_STATUSES, COMPLEX_CLASSES, type ComplexFilters } from './complex-filters'
import { idListParam, listParam } from './query-lists'
import { ungroupAmount } from './money'
import { queryParams, type SearchParams } from './query-params'

/**
 * The projects' filter query, one set of rules in two modes: strict for GET /api/complexes and
 * /api/complexes/filters (`complexListSchema`, `complexFilterSchema`: a bad value answers 422), lenient
 * for the /projects page (`parseProjectsQuery`: a bad value is dropped), plus the page's URL rules.
 */

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
const complexFilterShape = {
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

/**
 * Lenient mode, the query of the projects list page (/projects): the filters of GET /api/complexes (city, status,
 * class, completion, price_from, price_to, plus completion_from/_to and search), page and view.
 * Parsed leniently: a value that GET /api/complexes would refuse with a 422 is dropped here, so a
 * nonsense link still shows the list (never a 500), and the page is canonicalised without it.
 */

export type ProjectsView = 'list' | 'map'

export type ProjectsQuery = {
  filters: ComplexFilters
  page: number
  view: ProjectsView
}

const FILTER_KEYS = ['city', 'status', 'class', 'completion', 'completion_from', 'completion_to', 'price_from', 'price_to', 'search'] as const
type FilterKey = (typeof FILTER_KEYS)[number]

/** `key` and `key[]` both name the parameter; several values stay a list. */
function rawValue(params: SearchParams, key: string): string | string[] | undefined {
  const values = [params[key], params[`${key}[]`]].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  if (!values.length) return undefined
  return values.length === 1 && params[`${key}[]`] === undefined ? values[0] : values
}

export function parseProjectsQuery(params: SearchParams): ProjectsQuery {
  const filters: ComplexFilters = {}
  for (const key of FILTER_KEYS) {
    const given = rawValue(params, key)
    // A price as the form shows it ("30,000,000", sent so without JavaScript) counts as its digits.
    const raw = (key === 'price_from' || key === 'price_to') && typeof given === 'string' ? ungroupAmount(given) : given
    if (raw === undefined || raw === '') continue
    const parsed = complexFilterShape[key].safeParse(raw)
    if (parsed.success && parsed.data !== undefined && !(Array.isArray(parsed.data) && !parsed.data.length)) {
      ;(filters as Record<FilterKey, unknown>)[key] = parsed.data
    }
  }
  if (filters.search !== undefined && !filters.search) delete filters.search
  // Bounds the wrong way round: keep the lower one (as a visitor who typed the upper one last meant less).
  if (filters.price_from !== undefined && filters.price_to !== undefined && filters.price_from > filters.price_to) delete filters.price_to
  if (filters.completion_from !== undefined && filters.completion_to !== undefined && filters.completion_from > filters.completion_to) delete filters.completion_to
  const page = queryParams.page.safeParse(Array.isArray(params.page) ? params.page[0] : params.page)
  const view = params.view === 'map' ? 'map' : 'list'
  return { filters, page: page.success ? page.data : 1, view }
}

/** The query string of a state of the page, in a stable order; page 1 and the list view are left out. */
export function projectsSearch(query: { filters: ComplexFilters; page?: number; view?: ProjectsView }): string {
  const search = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = query.filters[key]
    if (value === undefined || (Array.isArray(value) && !value.length)) continue
    search.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  if (query.view === 'map') search.set('view', 'map')
  if (query.page && query.page > 1) search.set('page', String(query.page))
  return search.toString()
}

export const hasFilters = (filters: ComplexFilters): boolean =>
  FILTER_KEYS.some((key) => {
    const value = filters[key]
    return value !== undefined && (!Array.isArray(value) || value.length > 0)
  })

/**
 * Title and canonical query of a list page: the page number is a title suffix and part of the canonical
 * link only above 1; filters and the map view are not (they show the same projects).
 */
export const projectsListSeo = (page: number): { titleKey: 'projects-list-title' | 'projects-list-title-page'; canonicalQuery: string | undefined } =>
  page > 1 ? { titleKey: 'projects-list-title-page', canonicalQuery: `page=${page}` } : { titleKey: 'projects-list-title', canonicalQuery: undefined }
