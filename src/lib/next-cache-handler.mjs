/**
 * Next's server cache handler (next.config.ts `cacheHandler`).
 *
 * Data and pages: with REDIS_URL set, in Redis, shared by every instance (src/lib/next-redis-cache.mjs);
 * without it, exactly Next's default handler (FileSystemCache), kept in memory only
 * (`experimental.isrFlushToDisk: false`, see next.config.ts). Chosen when the server starts, so one build
 * serves both; `next build` itself always uses memory (no Redis needed, nothing of the build leaks into it).
 *
 * Images do not pass here: their variants are files made at upload (src/lib/image-variants.ts).
 *
 * Plain JavaScript: Next loads this file itself at run time, outside the bundles.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { cacheConfig } from './config.js'
import { SharedRedisCache } from './next-redis-cache.mjs'

/**
 * @typedef {import('./next-redis-cache.mjs').GetContext} GetContext
 * @typedef {import('./next-redis-cache.mjs').SetData} SetData
 * @typedef {import('./next-redis-cache.mjs').SetContext} SetContext
 * @typedef {import('./next-redis-cache.mjs').TagDurations} TagDurations
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 */

// Node hands this CommonJS module over as its exports object, with the class under `default`.
const FileSystemCache = /** @type {{ default?: typeof fileSystemCache }} */ (fileSystemCache).default ?? fileSystemCache
// NEXT_PHASE is Next's own: `next build` caches in memory whatever REDIS_URL says.
const sharedRedisUrl = () => (process.env.NEXT_PHASE === 'phase-production-build' ? undefined : cacheConfig.redisUrl())

/**
 * One set of Redis connections per process: Next creates a handler per request, and loads this module
 * more than once per process (two module graphs), so the instance is kept on globalThis.
 */
const SHARED = Symbol.for('site.next-redis-cache')

export default class SiteCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} options */
  constructor(options) {
    super(options)
    const redisUrl = sharedRedisUrl()
    const store = /** @type {{ [SHARED]?: SharedRedisCache }} */ (globalThis)
    if (redisUrl) store[SHARED] ??= new SharedRedisCache({ redisUrl, serverDistDir: options?.serverDistDir })
    this.shared = store[SHARED] ?? null
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    return this.shared ? this.shared.get(key, ctx) : super.get(key, ctx)
  }

  /**
   * @param {string} key
   * @param {SetData} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    return this.shared ? this.shared.set(key, data, ctx) : super.set(key, data, ctx)
  }

  /** @param {string | string[]} tags @param {TagDurations} [durations] */
  async revalidateTag(tags, durations) {
    return this.shared ? this.shared.revalidateTag(tags, durations) : super.revalidateTag(tags, durations)
  }
}
