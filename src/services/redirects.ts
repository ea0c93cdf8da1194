import 'server-only'

import { getPayloadClient } from '../lib/payload'
import { matchRedirect, redirectRules, type RedirectRule, type RedirectTarget } from '../domain/redirect-lookup'
import { cached } from './cache'

/**
 * Editors' redirects (Settings > Redirects). The whole table is read once and cached under the
 * 'redirects' tag: the lookup runs for every page path, and caching per asked path would let crawlers
 * fill the cache with misses. Matching rules (language prefixes, normalisation): domain/redirect-lookup.ts.
 */
const redirectTable = cached('redirect-table', ['redirects'], async (): Promise<RedirectRule[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 0, select: { from: true, to: true, status: true } })
  return docs.map((doc) => ({ from: doc.from, to: doc.to, status: Number(doc.status) || 301 }))
})

/** The redirect of a site path (query string ignored), or null. For the API, the proxy and pages. */
export async function findRedirect(path: string): Promise<RedirectTarget | null> {
  return matchRedirect(redirectRules(await redirectTable()), path)
}
