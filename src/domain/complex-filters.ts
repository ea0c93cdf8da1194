/**
 * Filtering and faceting of the project (complex) list. There are tens of projects, not thousands, so
 * the filters run over the cached list in memory.
 */

export const COMPLEX_CLASSES = ['comfort', 'comfort-plus', 'business', 'premium'] as const
export const BUILD_STATUSES = ['planning', 'construction', 'completed'] as const
export type ComplexClass = (typeof COMPLEX_CLASSES)[number]
export type BuildStatus = (typeof BUILD_STATUSES)[number]

export type ComplexFacts = {
  name: string
  slug: string
  city_id: number | null
  status: string
  class: string | null
  completion_year: number | null
  price_from: number | null
}

export type ComplexFilters = {
  city?: number[]
  status?: string[]
  class?: string[]
  completion?: number[]
  completion_from?: number
  completion_to?: number
  price_from?: number
  price_to?: number
  search?: string
}

export type ComplexFacet = 'city' | 'status' | 'class' | 'completion' | 'price'

export const completionYear = (isoDate: string | null | undefined): number | null => {
  if (!isoDate) return null
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? null : date.getUTCFullYear()
}

const inList = <T>(wanted: T[] | undefined, value: T | null): boolean => !wanted?.length || (value !== null && wanted.includes(value))

/** Case- and accent-insensitive text for the name search. */
export const normalizeSearch = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** Whether a project passes the filters, ignoring the facet `omit` (to count what that facet offers). */
export function complexMatches(c: ComplexFacts, f: ComplexFilters, omit?: ComplexFacet): boolean {
  if (omit !== 'city' && !inList(f.city, c.city_id)) return false
  if (omit !== 'status' && !inList(f.status, c.status)) return false
  if (omit !== 'class' && !inList(f.class, c.class)) return false
  if (omit !== 'completion') {
    if (!inList(f.completion, c.completion_year)) return false
    if (f.completion_from !== undefined && (c.completion_year === null || c.completion_year < f.completion_from)) return false
    if (f.completion_to !== undefined && (c.completion_year === null || c.completion_year > f.completion_to)) return false
  }
  if (omit !== 'price') {
    // A project without a free apartment has no price: it never matches a price filter.
    if (f.price_from !== undefined && (c.price_from === null || c.price_from < f.price_from)) return false
    if (f.price_to !== undefined && (c.price_from === null || c.price_from > f.price_to)) return false
  }
  if (f.search) {
    const needle = normalizeSearch(f.search)
    if (!normalizeSearch(c.name).includes(needle) && !c.slug.includes(needle)) return false
  }
  return true
}

/** Counts per value of a facet over the projects that pass the other filters. */
export function countBy<T extends ComplexFacts, K extends string | number>(items: T[], f: ComplexFilters, facet: ComplexFacet, key: (c: T) => K | null): Map<K, number> {
  const counts = new Map<K, number>()
  for (const c of items) {
    if (!complexMatches(c, f, facet)) continue
    const k = key(c)
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  return counts
}
