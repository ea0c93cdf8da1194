/**
 * The key prefix of the shared Next cache in Redis (src/lib/next-redis-cache.mjs).
 *
 * Two deployments may share one Redis (the integration tests run a SQLite and a PostgreSQL server from
 * the same build at once; staging next to production): their entries must never mix. The default is
 * therefore the build id (another build renders other HTML) plus a hash of the database identity
 * (another database holds other content). NEXT_CACHE_PREFIX overrides it.
 *
 * Plain JavaScript: loaded by Next at run time through the cache handler, and by the unit tests.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { cacheConfig, storeConfig } from './config.js'

/** What identifies the content store: DATABASE_URL, or the SQLite file in DATA_DIR (src/lib/database.ts). */
export function databaseIdentity() {
  return storeConfig.databaseUrl() ?? `file:${path.join(storeConfig.dataDir(), 'site.db')}`
}

/**
 * @param {string} [serverDistDir] Next's `.next/server` folder, when known
 * @returns {string}
 */
export function readBuildId(serverDistDir) {
  for (const file of [serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID'), path.join(process.cwd(), '.next', 'BUILD_ID')]) {
    if (!file) continue
    try {
      const id = fs.readFileSync(file, 'utf8').trim()
      if (id) return id
    } catch {
      // try the next place
    }
  }
  return 'unknown-build'
}

/** @param {{ buildId: string }} options */
export function cachePrefix({ buildId }) {
  const configured = cacheConfig.nextCachePrefix()
  if (configured) return configured
  const database = createHash('sha256').update(databaseIdentity()).digest('hex').slice(0, 12)
  return `next:${buildId}:${database}:`
}
