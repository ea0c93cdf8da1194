import { unstable_cache } from 'next/cache'

/**
 * Caches a store read in Next's data cache under the given tags. Payload hooks expire the tags of the
 * collection that changed (src/content/hooks/revalidate.ts), so cached reads never outlive an edit.
 * Arguments are part of the key; they must be JSON-serialisable.
 */
export function cachedQuery<A extends unknown[], R>(name: string, tags: string[], fn: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => unstable_cache(() => fn(...args), [name, JSON.stringify(args)], { tags })()
}
