/**
 * The Next server cache shared by every instance through Redis (REDIS_URL): ISR pages, route answers and
 * unstable_cache data. A tag expired on one instance is expired on all: @trieb.work/nextjs-turbo-redis-cache
 * keeps a tag-to-keys index in Redis (mirrored in each process through pub/sub) and deletes the tagged
 * entries from Redis on revalidateTag.
 *
 * What this wrapper adds, because a cache must never cost more than it saves:
 * - Redis down or slow costs speed, never an error: a get that takes longer than
 *   NEXT_CACHE_REDIS_TIMEOUT_MS (300) is a miss, and after a timeout Redis is left alone for a second;
 *   while the client is disconnected every get is an immediate miss (pages render uncached), sets are
 *   dropped, and nothing is thrown to Next.
 * - Tags expired while Redis was unreachable are expired again once it answers, so a persistent Redis
 *   does not bring back entries an editor changed during the outage.
 * - This instance also marks the tags expired in Next's own tag manifest, so it never serves an entry
 *   older than its own last edit, whatever Redis did with the delete.
 * - Gets are remembered in memory for 1 s at most (the package's default is 10 s). Other instances drop
 *   them on a revalidateTag through pub/sub at once; the short time bounds a lost message.
 */
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'

import { cacheConfig, applyRedisCacheDefaults } from './config.js'
import { cachePrefix, readBuildId } from './next-cache-prefix.mjs'
import { TIMEOUT, within } from './redis.mjs'

/**
 * Next's cache handler calls, as Next types them (src/lib/next-cache-handler.mjs passes them on).
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<NextCacheHandler['set']>[1]} SetData
 * @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext
 * @typedef {{ expire?: number }} TagDurations
 * The same calls as the Redis package types them: its own, looser copy of Next's types.
 * @typedef {Parameters<RedisStringsHandler['get']>[1]} PackageGetContext
 * @typedef {Parameters<RedisStringsHandler['set']>[1]} PackageSetData
 * @typedef {Parameters<RedisStringsHandler['set']>[2]} PackageSetContext
 */

// Node hands this CommonJS module over as its exports object, with the module under `default`.
const { tagsManifest } = /** @type {{ default?: typeof tagsManifestModule }} */ (tagsManifestModule).default ?? tagsManifestModule
const MEMORY_MS = 1000
const PAUSE_AFTER_TIMEOUT_MS = 1000
const RETRY_TAGS_MS = 1000

let lastWarning = 0
/** @param {string} message @param {any} [error] whatever was thrown */
function warn(message, error) {
  if (Date.now() - lastWarning < 10_000) return
  lastWarning = Date.now()
  console.warn(`[next-cache] ${message}: ${error?.message ?? error ?? ''}`)
}

export class SharedRedisCache {
  /** @param {{ redisUrl: string, serverDistDir?: string }} options */
  constructor({ redisUrl, serverDistDir }) {
    const url = new URL(redisUrl)
    this.keyPrefix = cachePrefix({ buildId: readBuildId(serverDistDir) })
    // The package checks `notify-keyspace-events` with CONFIG GET and fails its set-up without it, and
    // managed Redis often refuses CONFIG. The events only tidy the tag index after TTL expiry or eviction
    // (an hourly resync does that too), so the check is skipped unless the operator asks for it.
    applyRedisCacheDefaults()
    this.timeoutMs = cacheConfig.redisTimeoutMs()
    this.redis = new RedisStringsHandler({
      redisUrl,
      database: Number(url.pathname.slice(1)) || 0,
      keyPrefix: this.keyPrefix,
      getTimeoutMs: this.timeoutMs,
      inMemoryCachingTime: MEMORY_MS,
      // Reconnect within 2 s of Redis coming back; connect attempts give up fast while it is away.
      socketOptions: { connectTimeout: 2000, reconnectStrategy: (attempt) => Math.min(100 * (attempt + 1), 2000) },
    })
    // The package's client (private in its types), to know whether Redis is connected.
    this.client = /** @type {{ client: import('redis').RedisClientType }} */ (/** @type {unknown} */ (this.redis)).client
    this.pausedUntil = 0
    /** @type {Set<string>} tags to expire in Redis once it answers */
    this.pendingTags = new Set()
    setInterval(() => this.retryTags(), RETRY_TAGS_MS).unref()
    console.info(`[next-cache] shared cache in Redis, key prefix ${this.keyPrefix}`)
  }

  usable() {
    return this.client.isReady && Date.now() >= this.pausedUntil
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    if (!this.usable()) return null
    try {
      const entry = await within(this.redis.get(key, /** @type {PackageGetContext} */ (ctx)), this.timeoutMs + 50)
      if (entry !== TIMEOUT) return /** @type {CacheHandlerValue | null} */ (entry)
      this.pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS
      warn(`get took over ${this.timeoutMs} ms, Redis skipped for ${PAUSE_AFTER_TIMEOUT_MS} ms`)
    } catch (error) {
      warn('get failed', error)
    }
    return null
  }

  /**
   * @param {string} key
   * @param {SetData} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (!this.usable()) return
    try {
      if ((await within(this.redis.set(key, /** @type {PackageSetData} */ (data), /** @type {PackageSetContext} */ (ctx)), 4 * this.timeoutMs)) === TIMEOUT) warn('set is slow')
    } catch (error) {
      warn('set failed', error)
    }
  }

  /** @param {string | string[]} tags @param {TagDurations} [durations] */
  async revalidateTag(tags, durations) {
    const list = [tags].flat().filter(Boolean)
    if (list.length === 0) return
    markExpiredHere(list, durations)
    await this.expireInRedis(list, durations)
  }

  /** @param {string[]} tags @param {TagDurations} [durations] */
  async expireInRedis(tags, durations) {
    if (!this.client.isReady) {
      for (const tag of tags) this.pendingTags.add(tag)
      return
    }
    try {
      if ((await within(this.redis.revalidateTag(tags, durations), 10 * this.timeoutMs)) === TIMEOUT) throw new Error('timed out')
    } catch (error) {
      for (const tag of tags) this.pendingTags.add(tag)
      warn('revalidateTag failed, will retry', error)
    }
  }

  retryTags() {
    if (this.pendingTags.size === 0 || !this.client.isReady || this.retrying) return
    const tags = [...this.pendingTags]
    this.pendingTags.clear()
    this.retrying = true
    this.expireInRedis(tags).finally(() => (this.retrying = false))
  }
}

/**
 * What Next's default handler records on revalidateTag: entries of these tags older than now are expired here.
 * @param {string[]} tags @param {TagDurations} [durations]
 */
function markExpiredHere(tags, durations) {
  const now = Date.now()
  const expired = durations?.expire === undefined ? now : now + durations.expire * 1000
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired })
}
