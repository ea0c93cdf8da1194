import { LRUCache } from 'lru-cache'

import { contentGeneration } from './content-generation.mjs'

/**
 * A short memo of a function's promise, keyed by its arguments (JSON-serialisable): at most `max`
 * answers (least recently used go first), each kept `ttlMs`, and all dropped by a save on any instance
 * (the content generation, src/lib/content-generation.mjs). Calls that arrive while one runs share it;
 * a failure is not remembered. Values are shared between callers: they must not mutate them.
 * Used by the services' hot memo (src/services/cache.ts) and the proxy's store lookups.
 */
export function saveAwareMemo<A extends unknown[], R>(fn: (...args: A) => Promise<R>, { ttlMs, max }: { ttlMs: number; max: number }): (...args: A) => Promise<R> {
  // Ages by Date.now(), the clock of everything else here (and of the tests' fake timers). An answer past
  // its time is never served again, so it is dropped then (ttlAutopurge) rather than kept until `max`
  // newer ones push it out: with random arguments (a crawler, a fuzz) each memo would otherwise hold
  // `max` dead answers for good.
  const entries = new LRUCache<string, { generation: number; value: Promise<R> }>({ max, ttl: ttlMs, ttlAutopurge: true, perf: Date })
  return (...args: A): Promise<R> => {
    const key = JSON.stringify(args)
    // Taken before the call: a save during it leaves this answer stale, and the next call asks again.
    const generation = contentGeneration()
    const hit = entries.get(key)
    if (hit && hit.generation === generation) return hit.value
    const entry = { generation, value: fn(...args) }
    entries.set(key, entry)
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    return entry.value
  }
}
