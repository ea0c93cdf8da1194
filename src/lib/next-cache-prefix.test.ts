import { describe, expect, it } from 'vitest'

import { cachePrefix, databaseIdentity } from './next-cache-prefix.mjs'

describe('the shared cache key prefix', () => {
  it('differs between databases and between builds', () => {
    const sqlite = cachePrefix({ env: { DATA_DIR: '/srv/a' }, buildId: 'b1' })
    const otherFolder = cachePrefix({ env: { DATA_DIR: '/srv/b' }, buildId: 'b1' })
    const postgres = cachePrefix({ env: { DATABASE_URL: 'postgres://db/site' }, buildId: 'b1' })
    const otherBuild = cachePrefix({ env: { DATABASE_URL: 'postgres://db/site' }, buildId: 'b2' })
    expect(new Set([sqlite, otherFolder, postgres, otherBuild]).size).toBe(4)
    expect(postgres).toMatch(/^next:b1:[0-9a-f]{12}:$/)
  })

  it('is the same for every instance of one deployment and never shows the database URL', () => {
    const env = { DATABASE_URL: 'postgres://user:secret@db/site' }
    expect(cachePrefix({ env, buildId: 'b1' })).toBe(cachePrefix({ env: { ...env }, buildId: 'b1' }))
    expect(cachePrefix({ env, buildId: 'b1' })).not.toContain('secret')
  })

  it('takes NEXT_CACHE_PREFIX as it is', () => {
    expect(cachePrefix({ env: { NEXT_CACHE_PREFIX: 'prod:' }, buildId: 'b1' })).toBe('prod:')
  })

  it('names the SQLite file of the data folder when DATABASE_URL is empty', () => {
    expect(databaseIdentity({ DATA_DIR: '/srv/a' })).toBe('file:/srv/a/site.db')
    expect(databaseIdentity({ DATABASE_URL: 'file:/x.db', DATA_DIR: '/srv/a' })).toBe('file:/x.db')
  })
})
