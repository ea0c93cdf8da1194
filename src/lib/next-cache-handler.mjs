/**
 * Next's server cache handler (next.config.ts `cacheHandler`, with `images.customCacheHandler`).
 *
 * Data and pages: exactly Next's default handler (FileSystemCache), kept in memory only
 * (`experimental.isrFlushToDisk: false`, see next.config.ts).
 *
 * Optimized images: Next keeps them only in its disk cache, and only when `isrFlushToDisk` is on, so with
 * our setting every `/_next/image` request encoded its AVIF again (about 0.5 s of CPU per image on this
 * hardware, on every page view). They are kept here instead, in memory, least recently used first out,
 * up to IMAGE_CACHE_MB (default 64). An optimized image depends only on its source URL, width, quality and
 * format (the cache key), so unlike data it cannot go stale between processes.
 *
 * Plain JavaScript: Next loads this file itself at run time, outside the bundles.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const IMAGE = 'IMAGE'
const imageBudget = Math.max(1, Number(process.env.IMAGE_CACHE_MB) || 64) * 1024 * 1024

/** Least recently used first out, bounded by the bytes of the encoded images. Shared by every handler. */
const images = new Map()
let imageBytes = 0

function remember(key, entry) {
  forget(key)
  images.set(key, entry)
  imageBytes += entry.value.buffer.byteLength
  for (const [oldest] of images) {
    if (imageBytes <= imageBudget) break
    forget(oldest)
  }
}

function forget(key) {
  const entry = images.get(key)
  if (!entry) return
  images.delete(key)
  imageBytes -= entry.value.buffer.byteLength
}

export default class SiteCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (ctx?.kind !== IMAGE) return super.get(key, ctx)
    const entry = images.get(key)
    if (!entry) return null
    // Most recently used goes last.
    images.delete(key)
    images.set(key, entry)
    return entry
  }

  async set(key, data, ctx) {
    if (data?.kind !== IMAGE) return super.set(key, data, ctx)
    remember(key, { value: data, lastModified: Date.now() })
  }
}
