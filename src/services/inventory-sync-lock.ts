import { mkdirSync, openSync, closeSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { storeConfig } from '../lib/config'
import { dataDir } from '../lib/data-dir'
import { databaseKind } from '../lib/database'

/**
 * One CRM sync at a time, across every instance and process that shares the store (the server's job, the
 * admin's «Синхронизировать сейчас», `npm run bench:sync`):
 * - PostgreSQL (several instances): a session advisory lock on a connection of its own, so a process that
 *   dies releases it with its connection;
 * - SQLite (one machine by nature): a lock file beside the data, holding the owner's pid; a file whose
 *   owner is gone (killed) or older than STALE_MS is taken over.
 * `withSyncLock` answers undefined, without running `work`, when another run holds the lock.
 */

const LOCK_KEY = 72_610_036
const STALE_MS = 60 * 60 * 1000

export async function withSyncLock<T>(work: () => Promise<T>): Promise<T | undefined> {
  return databaseKind() === 'postgres' ? withAdvisoryLock(work) : withLockFile(work)
}

async function withAdvisoryLock<T>(work: () => Promise<T>): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: storeConfig.databaseUrl(), connectionTimeoutMillis: 5000 })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY])
    if (!rows[0]?.locked) return undefined
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined)
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function takeLockFile(file: string): boolean {
  try {
    const fd = openSync(file, 'wx')
    writeSync(fd, String(process.pid))
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  }
}

async function withLockFile<T>(work: () => Promise<T>): Promise<T | undefined> {
  mkdirSync(dataDir(), { recursive: true })
  const file = path.join(dataDir(), 'crm-sync.lock')
  if (!takeLockFile(file)) {
    let owner = NaN
    let since = 0
    try {
      owner = Number(readFileSync(file, 'utf8'))
      since = statSync(file).mtimeMs
    } catch {
      // removed meanwhile: try once more below
    }
    const held = Number.isInteger(owner) && alive(owner) && Date.now() - since < STALE_MS
    if (held) return undefined
    rmSync(file, { force: true })
    if (!takeLockFile(file)) return undefined
  }
  try {
    return await work()
  } finally {
    rmSync(file, { force: true })
  }
}
