import { afterEach, describe, expect, it, vi } from 'vitest'

import { cachePrefix, databaseIdentity } from './next-cache-prefix.mjs'

/** The environment of one deployment: only the variables given (the others unset). */
function deployment(env: Record<string, string>) {
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'NEXT_CACHE_PREFIX']) vi.stubEnv(name, env[name] ?? '')
}

describe('the shared cache key prefix', () => {
  afterEach(() => vi.unstubAllEnvs())

  const prefix = (env: Record<string, string>, buildId: string) => {
    deployment(env)
    return cachePrefix({ buildId })
  }

  it('differs between databases and between builds', () => {
    const sqlite = prefix({ DATA_DIR: '/srv/a' }, 'b1')
    const otherFolder = prefix({ DATA_DIR: '/srv/b' }, 'b1')
    const postgres = prefix({ DATABASE_URL: 'postgres://db/site' }, 'b1')
    const otherBuild = prefix({ DATABASE_URL: 'postgres://db/site' }, 'b2')
    expect(new Set([sqlite, otherFolder, postgres, otherBuild]).size).toBe(4)
    expect(postgres).toMatch(/^next:b1:[0-9a-f]{12}:$/)
  })

  it('is the same for every instance of one deployment and never shows the database URL', () => {
    const env = { DATABASE_URL: 'postgres://user:secret@db/site' }
    expect(prefix(env, 'b1')).toBe(prefix({ ...env }, 'b1'))
    expect(prefix(env, 'b1')).not.toContain('secret')
  })

  it('takes NEXT_CACHE_PREFIX as it is', () => {
    expect(prefix({ NEXT_CACHE_PREFIX: 'prod:' }, 'b1')).toBe('prod:')
  })

  it('names the SQLite file of the data folder when DATABASE_URL is empty', () => {
    deployment({ DATA_DIR: '/srv/a' })
    expect(databaseIdentity()).toBe('file:/srv/a/site.db')
    deployment({ DATABASE_URL: 'file:/x.db', DATA_DIR: '/srv/a' })
    expect(databaseIdentity()).toBe('file:/x.db')
  })
})
