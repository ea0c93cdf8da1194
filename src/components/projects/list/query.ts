import { complexFilterShape } from '../../../lib/complex-query'
import type { ComplexFilters } from '../../../domain/complex-filters'
import { queryParams } from '../../../lib/api'

/**
 * The query of the projects list page (/projects): the filters of GET /api/complexes (city, status,
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

export type SearchParams = Record<string, string | string[] | undefined>

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
    const raw = rawValue(params, key)
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
