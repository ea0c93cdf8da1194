import { notFound } from 'next/navigation'

import { categoryFromPath, type EstateCategoryCode } from '@/domain/estate-categories'
import { LISTING_PAGE_SIZE, parseListingQuery, type ListingQuery, type SearchParamsRecord } from '@/domain/listing-url'
import type { Locale } from '@/i18n/locales'
import { listEstateCategories } from '@/services/estate-categories'
import { estateFilterOptions, resolveEstateFilters, type EstateFilterOptions } from '@/services/estate-filters'
import { listEstates, type EstateListItem } from '@/services/estates'
import { listRestorations, restorationAliases } from '@/services/restorations'
import type { Paginated } from '@/domain/pagination'

export type ListingData = {
  category: EstateCategoryCode
  categoryTitle: string
  query: ListingQuery
  /** Parameters whose values were dropped or fixed: the page redirects to the corrected URL. */
  dropped: string[]
  result: Paginated<EstateListItem>
  options: EstateFilterOptions
}

/**
 * Everything the listing page and its metadata need, from the URL: the category (404 for any other
 * path segment), the leniently parsed query (finishing titles that name no finishing are dropped too),
 * one page of free estates and the faceted filter options. The services are cached, so the metadata
 * and the page share the work.
 */
export async function loadListing(locale: Locale, type: string, searchParams: SearchParamsRecord): Promise<ListingData> {
  const category = categoryFromPath(type)
  if (!category) notFound()
  const { query, dropped } = parseListingQuery(searchParams)

  // Finishing types are named by their title in the page's language; an unknown name is dropped and
  // another name of a known one (its code, or its title in another language) is corrected to that title.
  const [aliasList, restorations] = await Promise.all([restorationAliases(), listRestorations(locale)])
  const aliases = new Map(aliasList)
  const titleById = new Map(restorations.map((r) => [r.id, r.title]))
  const titles = [
    ...new Set(query.restorations.flatMap((token) => {
      const title = titleById.get(aliases.get(token.toLowerCase()) ?? -1)
      return title ? [title] : []
    })),
  ]
  if (titles.join('\n') !== query.restorations.join('\n')) {
    query.restorations = titles
    if (!dropped.includes('restorations')) dropped.push('restorations')
  }

  const list = <T,>(values: T[]) => (values.length ? values : undefined)
  const { filters } = await resolveEstateFilters({
    category,
    rooms: list(query.rooms),
    restorations: list(query.restorations),
    complex_id: list(query.complex_id),
    house_id: list(query.house_id),
    completion: list(query.completion),
    price_from: query.price_from,
    price_to: query.price_to,
    area_from: query.area_from,
    area_to: query.area_to,
    floor_from: query.floor_from,
    floor_to: query.floor_to,
    status: undefined,
  })
  const [result, options, categories] = await Promise.all([
    listEstates(locale, filters, query.sort, query.page, LISTING_PAGE_SIZE),
    estateFilterOptions(locale, filters),
    listEstateCategories(locale),
  ])
  const categoryTitle = categories.find((c) => c.code === category)?.title ?? type
  return { category, categoryTitle, query, dropped, result, options }
}
