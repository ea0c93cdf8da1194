import { cataloguePath } from '../domain/catalogue-paths'
import { pathSegments, splitLocale } from '../domain/routing-rules'
import { ROUTED_SECTIONS } from '../domain/site-sections'
import { catalogueEntryExists } from '../services/catalogue-paths'
import type { ProxyRule } from './context'
import { notFoundPage } from './responses'

/** No page's path is longer (slugs have at most 120 characters): anything longer is a 404 at once. */
export const MAX_PAGE_PATH_LENGTH = 1024

/**
 * The 404 page, before any page renders, for what no page can show: internal routes (the 404 page's own
 * `_`-segments, reached by rewrites only), sections without pages, and catalogue slugs the store does
 * not know (a notFound() inside a cached page would answer an empty body, vercel/next.js#62228).
 */
export const unroutedPath: ProxyRule = async ({ request, preview }) => {
  const { locale, rest } = splitLocale(pathSegments(request.nextUrl.pathname))
  if (request.nextUrl.pathname.length > MAX_PAGE_PATH_LENGTH) return notFoundPage(request, locale)
  if (rest.some((segment) => segment.startsWith('_')) || (rest.length && !ROUTED_SECTIONS.has(rest[0]))) return notFoundPage(request, locale)
  const catalogue = cataloguePath(rest)
  // In a preview the page decides: a draft's slug is not public yet.
  if (catalogue && !preview && !(await catalogueEntryExists(catalogue))) return notFoundPage(request, locale)
  return null
}
