// @ts-check
/**
 * Next's server cache handler (next.config.ts `cacheHandler`, with `images.customCacheHandler`).
 *
 * Data and pages: with REDIS_URL set, in Redis, shared by every instance (src/lib/next-redis-cache.mjs);
 * without it, exactly Next's default handler (FileSystemCache), kept in memory only
 * (`experimental.isrFlushToDisk: false`, see next.config.ts). Chosen when the server starts, so one build
 * serves both; `next build` itself always uses memory (no Redis needed, nothing of the build leaks into it).
 *
 * Optimized images: Next keeps them only in its disk cache, and only when `isrFlushToDisk` is on, so with
 * our setting every `/_next/image` request encoded its AVIF again (about 0.5 s of CPU per image on this
 * hardware, on every page view). They are kept here instead, in memory, least recently used first out,
 * up to IMAGE_CACHE_MB (default 64). An optimized image depends only on its source URL, width, quality and
 * format (the cache key), so unlike data it cannot go stale between processes: they stay per instance in
 * both modes (an AVIF in Redis would cost more transfer than it saves CPU, a few images per instance).
 *
 * Plain JavaScript: Next loads this file itself at run time, outside the bundles.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { cacheConfig, serverConfig } from './config.js'
import { SharedRedisCache } from './next-redis-cache.mjs'

/**
 * @typedef {import('./next-redis-cache.mjs').GetContext} GetContext
 * @typedef {import('./next-redis-cache.mjs').SetData} SetData
 * @typedef {import('./next-redis-cache.mjs').SetContext} SetContext
 * @typedef {import('./next-redis-cache.mjs').TagDurations} TagDurations
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('next/dist/server/response-cache').CachedImageValue} CachedImageValue
 * @typedef {{ value: CachedImageValue, lastModified: number }} ImageEntry
 */

// Node hands this CommonJS module over as its exports object, with the class under `default`.
const FileSystemCache = /** @type {{ default?: typeof fileSystemCache }} */ (fileSystemCache).default ?? fileSystemCache
const IMAGE = 'IMAGE'
// NEXT_PHASE is Next's own: `next build` caches in memory whatever REDIS_URL says.
const sharedRedisUrl = () => (process.env.NEXT_PHASE === 'phase-production-build' ? undefined : cacheConfig.redisUrl())

/**
 * Least recently used first out, bounded by the bytes of the encoded images. Shared by every handler.
 * @type {Map<string, ImageEntry>}
 */
const images = new Map()
let imageBytes = 0

/** @param {string} key @param {ImageEntry} entry */
function remember(key, entry) {
  forget(key)
  images.set(key, entry)
  imageBytes += entry.value.buffer.byteLength
  const budget = serverConfig.imageCacheBytes()
  for (const [oldest] of images) {
    if (imageBytes <= budget) break
    forget(oldest)
  }
}

/** @param {string} key */
function forget(key) {
  const entry = images.get(key)
  if (!entry) return
  images.delete(key)
  imageBytes -= entry.value.buffer.byteLength
}

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
    if (ctx?.kind !== IMAGE) return this.shared ? this.shared.get(key, ctx) : super.get(key, ctx)
    const entry = images.get(key)
    if (!entry) return null
    // Most recently used goes last.
    images.delete(key)
    images.set(key, entry)
    return entry
  }

  /**
   * @param {string} key
   * @param {SetData} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (data?.kind !== IMAGE) return this.shared ? this.shared.set(key, data, ctx) : super.set(key, data, ctx)
    remember(key, { value: data, lastModified: Date.now() })
  }

  /** @param {string | string[]} tags @param {TagDurations} [durations] */
  async revalidateTag(tags, durations) {
    return this.shared ? this.shared.revalidateTag(tags, durations) : super.revalidateTag(tags, durations)
  }
}
