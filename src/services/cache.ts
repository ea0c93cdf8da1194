import { unstable_cache } from 'next/cache'

/**
 * Caches a store read in Next's data cache under the given tags. Payload hooks expire the tags of the
 * collection that changed (src/content/hooks/revalidate.ts), so cached reads never outlive an edit.
 * Arguments are part of the key; they must be JSON-serialisable.
 */
export function cachedQuery<A extends unknown[], R>(name: string, tags: string[], fn: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => unstable_cache(() => fn(...args), [name, JSON.stringify(args)], { tags })()
}

/** The tag of every cached page: any save expires it (src/content/hooks/revalidate.ts). */
export const PAGES_TAG = 'pages'

/**
 * Marks the page being rendered with PAGES_TAG (a page collects the tags of the cached reads made while
 * it renders). Called once by the site layout, so no page can outlive a save, whatever it reads.
 */
export const tagPage = unstable_cache(async () => true, ['page-tag'], { tags: [PAGES_TAG] })
