import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Expires the Next cache tags that hold data of a collection, so an editor's change is live at once.
 * Outside a Next server (seed script, CLI) there is no cache to expire and revalidateTag throws: skip.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (process.env.PAYLOAD_SKIP_REVALIDATE === 'true') return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request context: nothing cached to expire.
  }
}

export const revalidateCollection =
  (...extraTags: string[]): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } => ({
    afterChange: async ({ collection, doc, req }) => {
      if (!req.context?.skipRevalidate) await expireTags([collection.slug, ...extraTags])
      return doc
    },
    afterDelete: async ({ collection, doc, req }) => {
      if (!req.context?.skipRevalidate) await expireTags([collection.slug, ...extraTags])
      return doc
    },
  })

export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  if (!req.context?.skipRevalidate) await expireTags([global.slug])
  return doc
}
