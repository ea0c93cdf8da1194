import { notFound } from 'next/navigation'

import { categoryFromPath, type EstateCategoryCode } from '@/domain/estate-categories'
import { LISTING_PAGE_SIZE, type ListingQuery } from '@/domain/estates-query'
import type { Paginated } from '@/domain/pagination'
import type { SearchParams } from '@/domain/query-params'
import type { Locale } from '@/i18n/locales'
import { listEstateCategories } from '@/services/estate-categories'
import { estateFilterOptions, resolveListingQuery, type EstateFilterOptions } from '@/services/estate-filters'
import { listEstates, type EstateListItem } from '@/services/estates'

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
 * path segment), the query read leniently, one page of free estates and the faceted filter options.
 * The services are cached, so the metadata and the page share the work.
 */
export async function loadListing(locale: Locale, type: string, searchParams: SearchParams): Promise<ListingData> {
  const category = categoryFromPath(type)
  if (!category) notFound()
  const { query, filters, dropped } = await resolveListingQuery(locale, category, searchParams)
  const [result, options, categories] = await Promise.all([
    listEstates(locale, filters, query.sort, query.page, LISTING_PAGE_SIZE),
    estateFilterOptions(locale, filters),
    listEstateCategories(locale),
  ])
  const categoryTitle = categories.find((c) => c.code === category)?.title ?? type
  return { category, categoryTitle, query, dropped, result, options }
}
