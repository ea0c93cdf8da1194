import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { storeConfig } from './config'
import { bumpContentGeneration } from './content-generation.mjs'

/**
 * The cache tags' one expiry path, below both the content layer (its save hooks) and the services (the
 * sync, the import, the bulk change, the publication clock): neither imports the other for it.
 */

/** The tag every cached page carries (src/services/cache.ts tagPage), expired with any content tag. */
export const PAGES_TAG = 'pages'

/**
 * Expires the Next cache tags that hold data of a collection, so an editor's change is live at once,
 * and every cached page: the header and footer on every page show projects, prices from, offer counts,
 * UI strings and site settings, so nearly any save changes every page; a page whose data did not change
 * re-renders from the data cache, once, when next asked.
 * Outside a Next server (seed script, CLI: `skipRevalidate`) there is no cache to expire.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (storeConfig.skipRevalidate()) return
  // What this process keeps in memory (page answers, memos, lookups) is stale at once.
  bumpContentGeneration()
  const all = [...tags, PAGES_TAG]
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of all) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request (the jobs queue's scheduled publish runs on a timer) revalidateTag has no request
    // scope and throws: expire the tags in Next's cache handler itself, which every render consults.
    await expireInCacheHandler(all).catch((error: unknown) => {
      // Pages would stay stale until their own revalidation: say so in the server's log.
      console.warn(`[cache] could not expire ${all.join(', ')} outside a request:`, error)
    })
  }
}

/**
 * Our cache handler (src/lib/next-cache-handler.mjs, loaded by Next at run time from its path, outside
 * the bundles): its tags manifest is Next's one of this process (or Redis, shared by the instances).
 */
async function expireInCacheHandler(tags: string[]): Promise<void> {
  const handlerUrl = pathToFileURL(path.join(process.cwd(), 'src/lib/next-cache-handler.mjs')).href
  const { default: CacheHandler } = await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ handlerUrl)
  await new CacheHandler({}).revalidateTag(tags, { expire: 0 })
}
