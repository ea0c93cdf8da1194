import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { expireTags } from '../../lib/cache-tags'

/**
 * Whether a save can change what visitors see. With drafts, saving a draft leaves the published row
 * alone: only a publish (the new state is published) or an unpublish (the old one was) matters. The first
 * draft saved over a published document counts too (it cannot be told from an unpublish here), which
 * costs one needless expiry; the autosaves after it do not.
 */
export const changesPublicState = (doc: { _status?: unknown }, previousDoc?: { _status?: unknown } | null): boolean =>
  doc._status === undefined || doc._status === 'published' || previousDoc?._status === 'published'

export const revalidateCollection = (...extraTags: string[]): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } => ({
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
