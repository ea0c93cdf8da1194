/**
 * Which paths are which kind of page, without the paths themselves (./site-pages.ts): small and free of
 * imports, for the proxy and for the browser's shell (the header's style, client navigation).
 */

/**
 * The first path segments that have pages (folders of src/app/(site)/[locale]; a unit test keeps the two
 * in step). The proxy answers any other section with the cached 404 page, without asking Next's router.
 */
export const ROUTED_SECTIONS: ReadonlySet<string> = new Set([
  'about',
  'alerts',
  'career',
  'contacts',
  'contents',
  'favorites',
  'projects',
  'properties',
  'purchase-methods',
  'test-ui',
])

/**
 * Pages that show one visitor's own data (the alerts' page opened by an e-mail's link): never marked
 * shareable for the answer cache, rendered per request (the path without its language prefix).
 */
export const isPrivatePage = (path: string): boolean => /^(?:\/(?:kk|en))?\/alerts(?:\/|$)/.test(path)
