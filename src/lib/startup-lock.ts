import pg from 'pg'

import { storeConfig } from './config'
import { databaseKind } from './database'

/** Any constant shared by every instance of the site: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 72_610_001

/**
 * Runs the start-up work (migrations, first seed) in one instance at a time when several instances share
 * one PostgreSQL database; the others wait and then find nothing left to do. SQLite is single-host.
 */
export async function withStartupLock<T>(work: () => Promise<T>): Promise<T> {
  if (databaseKind() !== 'postgres') return work()
  const client = new pg.Client({ connectionString: storeConfig.databaseUrl() })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}
