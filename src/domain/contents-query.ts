import { isAcceptableSearchText } from './text-search'
import type { SearchParams } from './query-params'

/**
 * The URL of the news list (/contents/news) and of the promotions (/contents/promo): the filters of
 * GET /api/articles (search, year, complex_id) and GET /api/promotions (complex_id), and the page.
 * Read leniently: a value that is malformed, or names no project or year that has news, is dropped
 * by a redirect to the URL without it (the lists' rule), never a 500.
 */

export type NewsFilters = { search?: string; year?: number; complex_id?: number }
export type PromoFilters = { complex_id?: number }
export type ListQuery<F> = { filters: F; page: number }

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)
const positiveInt = (value: string | undefined): number | undefined => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined)

/** The page number: a positive integer, else 1. */
export const pageOf = (params: SearchParams): number => positiveInt(first(params.page)) ?? 1

export function parseNewsQuery(params: SearchParams, known: { years: readonly number[]; projectIds: readonly number[] }): ListQuery<NewsFilters> {
  const filters: NewsFilters = {}
  const search = first(params.search)?.trim()
  if (search && search.length <= 100 && isAcceptableSearchText(search)) filters.search = search
  const year = positiveInt(first(params.year))
  if (year !== undefined && known.years.includes(year)) filters.year = year
  const project = positiveInt(first(params.complex_id))
  if (project !== undefined && known.projectIds.includes(project)) filters.complex_id = project
  return { filters, page: pageOf(params) }
}

export function parsePromoQuery(params: SearchParams, known: { projectIds: readonly number[] }): ListQuery<PromoFilters> {
  const filters: PromoFilters = {}
  const project = positiveInt(first(params.complex_id))
  if (project !== undefined && known.projectIds.includes(project)) filters.complex_id = project
  return { filters, page: pageOf(params) }
}

const ORDER = ['search', 'year', 'complex_id'] as const

/** The query string of a state of a list, in a stable order; page 1 left out. */
export function listSearch(query: { filters: NewsFilters; page?: number }): string {
  const search = new URLSearchParams()
  for (const key of ORDER) {
    const value = query.filters[key]
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  if (query.page && query.page > 1) search.set('page', String(query.page))
  return search.toString()
}

/**
 * The query a request should have been made with, or null when it was right: unknown parameters other
 * than tracking ones stay, dropped or malformed filter values and a page of 1 go, a page past the last
 * becomes the last.
 */
export function canonicalListSearch(params: SearchParams, query: ListQuery<NewsFilters>, lastPage: number): string | null {
  const own = new Set<string>([...ORDER, 'page'])
  const rest = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (own.has(key) || value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) rest.append(key, v)
  }
  const page = Math.min(query.page, Math.max(1, lastPage))
  const wanted = new URLSearchParams(listSearch({ filters: query.filters, page }))
  for (const [key, value] of rest) wanted.append(key, value)
  const given = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) given.append(key, v)
  }
  const sorted = (p: URLSearchParams) =>
    [...p]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&')
  return sorted(wanted) === sorted(given) ? null : wanted.toString()
}

/** Title and canonical query of a list page: the page number is a title suffix and in the canonical link only above 1. */
export const listSeo = (page: number): { paged: boolean; canonicalQuery: string | undefined } =>
  page > 1 ? { paged: true, canonicalQuery: `page=${page}` } : { paged: false, canonicalQuery: undefined }
