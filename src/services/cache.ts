import 'server-only'

import { unstable_cache } from 'next/cache'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'

import { PAGES_TAG } from '../lib/cache-tags'
import { saveAwareMemo } from '../lib/save-aware-memo'

/**
 * One helper for every cached read of the services, `cached`:
 *
 * - `cached(name, tags, read)`: a store read kept in Next's data cache under `tags` (the Payload hooks
 *   expire the tags of what a save changed through src/lib/cache-tags.ts), keyed by `name` and the
 *   arguments (JSON-serialisable), behind the hot memo below.
 * - `cached(compute)`: the hot memo only, for work composed over cached reads. Compose at the top with
 *   it: nesting a data-cache read inside another one disables the inner one (Next runs nested
 *   unstable_cache callbacks uncached).
 *
 * The hot memo is a short-lived (1 s) in-process memo of a promise, keyed by the arguments. A burst of
 * identical requests shares one computation (no stampede on a cold key after an edit), and a hit costs a
 * Map lookup instead of a data-cache read and a JSON parse. A save (on any instance: the content
 * generation, src/lib/content-generation.mjs) clears it. Memoized values are shared between requests:
 * callers must not mutate them.
 *
 * Pages are cached until the next save: a page rendered just after a save must read the new data, and
 * through the data cache, so that the page collects the tags that expire it. So inside a render whose
 * result is cached (any work unit but a plain request: a page, an unstable_cache callback) the memo is
 * passed by.
 *
 * Arguments: the locale first where there is one (`listArticles(locale, filter)`), as in every service.
 */
export function cached<A extends unknown[], R>(compute: (...args: A) => Promise<R>): (...args: A) => Promise<R>
export function cached<A extends unknown[], R>(name: string, tags: string[], read: (...args: A) => Promise<R>): (...args: A) => Promise<R>
export function cached<A extends unknown[], R>(
  nameOrCompute: string | ((...args: A) => Promise<R>),
  tags?: string[],
  read?: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  if (typeof nameOrCompute === 'function') return hotMemo(nameOrCompute)
  const name = nameOrCompute
  return hotMemo((...args: A): Promise<R> => unstable_cache(() => read!(...args), [name, JSON.stringify(args)], { tags })())
}

const HOT_TTL_MS = 1000
const HOT_MAX_ENTRIES = 500

const renderingForCache = (): boolean => {
  const store = workUnitAsyncStorage.getStore()
  return store !== undefined && store.type !== 'request'
}

function hotMemo<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const memo = saveAwareMemo(fn, { ttlMs: HOT_TTL_MS, max: HOT_MAX_ENTRIES })
  return (...args: A): Promise<R> => (renderingForCache() ? fn(...args) : memo(...args))
}

/**
 * Marks the page being rendered with PAGES_TAG (a page collects the tags of the cached reads made while
 * it renders). Called once by the site layout, so no page can outlive a save, whatever it reads.
 */
export const tagPage = unstable_cache(async () => true, ['page-tag'], { tags: [PAGES_TAG] })
