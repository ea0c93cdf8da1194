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
import Redis from 'ioredis'

import { cacheConfig } from './config.js'
import { cachePrefix, readBuildId } from './next-cache-prefix.mjs'

const STATE = Symbol.for('site.contentGeneration')
const POLL_MS = 200

/**
 * @typedef {{ client: Redis, key: string }} SharedCounter the counter in Redis
 * @typedef {{ local: number, remote: number, polledAt: number, shared: SharedCounter | null }} GenerationState
 */

/** @returns {GenerationState} */
function state() {
  const store = /** @type {{ [STATE]?: GenerationState }} */ (globalThis)
  if (!store[STATE]) {
    const redisUrl = cacheConfig.redisUrl()
    const shared = redisUrl ? connect(redisUrl) : null
    store[STATE] = { local: 0, remote: 0, polledAt: 0, shared }
  }
  return store[STATE]
}

/** @param {string} url @returns {SharedCounter} */
function connect(url) {
  // Fail fast while Redis is away (no queue of commands), reconnect in the background.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 200, 2000) })
  client.on('error', () => {}) // the Next cache handler already reports Redis trouble
  return { client, key: `${cachePrefix({ buildId: readBuildId() })}content-generation` }
}

/** @returns {number} */
export function contentGeneration() {
  const current = state()
  if (current.shared && Date.now() - current.polledAt >= POLL_MS) {
    current.polledAt = Date.now()
    current.shared.client
      .get(current.shared.key)
      .then((value) => (current.remote = Number(value) || 0))
      .catch(() => {})
  }
  return current.local + current.remote
}

export function bumpContentGeneration() {
  const current = state()
  current.local += 1
  current.shared?.client.incr(current.shared.key).catch(() => {})
}
