import { LRUCache } from 'lru-cache'

import { contentGeneration } from './content-generation.mjs'

/**
 * A short memo of store lookups for code that runs outside Next's data cache (the proxy): at most `max`
 * answers (least recently used go first), each kept `ttlMs`, and all dropped by a save on any instance
 * (the content generation, src/lib/content-generation.mjs). A failed lookup is not remembered.
 */
export function saveAwareLookup<K, V>(lookup: (key: K) => Promise<V>, { ttlMs, max }: { ttlMs: number; max: number }): (key: K) => Promise<V> {
  const answers = new LRUCache<string, { generation: number; value: V }>({ max, ttl: ttlMs })
  return async (key: K): Promise<V> => {
    const id = JSON.stringify(key)
    // Taken before the lookup: a save during it leaves this answer stale, and the next call asks again.
    const generation = contentGeneration()
    const hit = answers.get(id)
    if (hit && hit.generation === generation) return hit.value
    const value = await lookup(key)
    answers.set(id, { generation, value })
    return value
  }
}
