import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'

import { contentGeneration } from '../lib/content-generation.mjs'
import { cachedQuery } from './cache'

/**
 * Two cache levels for the catalogue:
 *
 * - `catalogueQuery`: a store read in Next's data cache (cachedQuery: tagged, expired by the Payload
 *   hooks on every edit), behind a hot memo.
 * - `hotMemo`: a short-lived (1 s) in-process memo of a promise, keyed by the arguments. A burst of
 *   identical requests shares one computation (no stampede on a cold key after an edit), and a hit
 *   costs a Map lookup instead of a data-cache read and a JSON parse. A save on this instance clears
 *   it; on other instances it bounds how stale an answer can be after an edit to HOT_TTL_MS.
 *
 * Compose at the top with `hotMemo` only (cheap work over cached reads): nesting a data-cache read
 * inside another one disables the inner one (Next runs nested unstable_cache callbacks uncached).
 * Memoized values are shared between requests: callers must not mutate them.
 *
 * Pages are cached until the next save (ISR): a page rendered just after a save must read the new data,
 * and it must read it through the data cache so that the page collects the tags that expire it. So
 * inside a render whose result is cached (any work unit but a plain request: a page, an unstable_cache
 * callback) the memo is passed by.
 */

export const HOT_TTL_MS = 1000
const MAX_ENTRIES = 500

type Entry = { at: number; generation: number; value: Promise<unknown> }

function prune(entries: Map<string, Entry>, now: number, ttlMs: number): void {
  if (entries.size <= MAX_ENTRIES) return
  for (const [key, entry] of entries) if (now - entry.at >= ttlMs) entries.delete(key)
  // Still full of fresh entries (many distinct queries): drop the oldest.
  for (const key of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break
    entries.delete(key)
  }
}

const renderingForCache = (): boolean => {
  const store = workUnitAsyncStorage.getStore()
  return store !== undefined && store.type !== 'request'
}

export function hotMemo<A extends unknown[], R>(fn: (...args: A) => Promise<R>, ttlMs = HOT_TTL_MS): (...args: A) => Promise<R> {
  const entries = new Map<string, Entry>()
  return (...args: A): Promise<R> => {
    if (renderingForCache()) return fn(...args)
    const key = JSON.stringify(args)
    const now = Date.now()
    const hit = entries.get(key)
    const generation = contentGeneration()
    if (hit && now - hit.at < ttlMs && hit.generation === generation) return hit.value as Promise<R>
    const entry: Entry = { at: now, generation, value: fn(...args) }
    entries.delete(key)
    entries.set(key, entry)
    // A failure is not remembered: the next request tries again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    prune(entries, now, ttlMs)
    return entry.value as Promise<R>
  }
}

export function catalogueQuery<A extends unknown[], R>(name: string, tags: string[], fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return hotMemo(cachedQuery(name, tags, fn))
}
