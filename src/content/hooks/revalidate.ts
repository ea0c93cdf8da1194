import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { storeConfig } from '../../lib/config'
import { bumpContentGeneration } from '../../lib/content-generation.mjs'
import { PAGES_TAG } from '../../services/cache'

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

/**
 * Whether a save can change what visitors see. With drafts, saving a draft leaves the published row
 * alone: only a publish (the new state is published) or an unpublish (the old one was) matters. The first
 * draft saved over a published document counts too (it cannot be told from an unpublish here), which
 * costs one needless expiry; the autosaves after it do not.
 */
export const changesPublicState = (doc: { _status?: unknown }, previousDoc?: { _status?: unknown } | null): boolean =>
  doc._status === undefined || doc._status === 'published' || previousDoc?._status === 'published'

export const revalidateCollection =
  (...extraTags: string[]): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } => ({
    afterChange: async ({ collection, doc, previousDoc, req }) => {
      if (!req.context?.skipRevalidate && changesPublicState(doc, previousDoc)) await expireTags([collection.slug, ...extraTags])
      return doc
    },
    afterDelete: async ({ collection, doc, req }) => {
      if (!req.context?.skipRevalidate) await expireTags([collection.slug, ...extraTags])
      return doc
    },
  })

export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  if (!req.context?.skipRevalidate && changesPublicState(doc, previousDoc)) await expireTags([global.slug])
  return doc
}
