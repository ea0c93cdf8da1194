/**
 * A counter of editors' saves: expireTags bumps it on every save (src/lib/cache-tags.ts),
 * and what is kept in memory for speed (the page answer cache in front of Next, the hot memo of the
 * services, the proxy's lookups) is stale once it moves, so that a save shows at once.
 *
 * One process: a number on globalThis (the hook runs in Next's bundles, the answer cache outside them).
 * Several instances (REDIS_URL): a save also increments a counter in Redis, next to the shared Next
 * cache (same key prefix), and each instance reads it at most every POLL_MS without waiting for it: a
 * save on one instance shows on the others within that time plus one render. Redis down: the local
 * counter still works; other instances catch up when it is back.
 *
 * Plain JavaScript: loaded by scripts/server.mjs outside the bundles too.
 */
import { cacheConfig } from './config.js'
import { cachePrefix, readBuildId } from './next-cache-prefix.mjs'
import { redisCommand } from './redis.mjs'

const STATE = Symbol.for('site.contentGeneration')
const POLL_MS = 200

/**
 * @typedef {{ url: string, key: string }} SharedCounter the counter in Redis (src/lib/redis.mjs)
 * @typedef {{ local: number, remote: number, polledAt: number, shared: SharedCounter | null }} GenerationState
 */

/** @returns {GenerationState} */
function state() {
  const store = /** @type {{ [STATE]?: GenerationState }} */ (globalThis)
  if (!store[STATE]) {
    const redisUrl = cacheConfig.redisUrl()
    // The counter sits next to the shared Next cache (its key prefix).
    const shared = redisUrl ? { url: redisUrl, key: `${cachePrefix({ buildId: readBuildId() })}content-generation` } : null
    store[STATE] = { local: 0, remote: 0, polledAt: 0, shared }
  }
  return store[STATE]
}

/** @returns {number} */
export function contentGeneration() {
  const current = state()
  if (current.shared && Date.now() - current.polledAt >= POLL_MS) {
    current.polledAt = Date.now()
    const { url, key } = current.shared
    redisCommand(url, (redis) => redis.get(key))
      .then((value) => (current.remote = Number(value) || 0))
      .catch(() => {})
  }
  return current.local + current.remote
}

export function bumpContentGeneration() {
  const current = state()
  current.local += 1
  const shared = current.shared
  if (shared) redisCommand(shared.url, (redis) => redis.incr(shared.key)).catch(() => {})
}
