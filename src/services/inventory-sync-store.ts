import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { sqliteUrl } from '../lib/database'
import { rowsOf, storeHandle, type Statement } from '../lib/store-handle'

import type { EstateCategoryCode, EstateStatus } from '../domain/estate-categories'
import type { StoreEstate, StoreQueue } from '../domain/inventory-plan'
import type { SqlRunner } from '../migrations/data/latest-versions'

/**
 * The CRM sync's access to the store (issue 36, item 1): straight SQL through the Drizzle instance Payload
 * holds, because a first sync links or creates tens of thousands of estates and Payload's per-document
 * saves would take minutes (the seed writes estates the same way, src/seed/estates.ts). What Payload's
 * saves would add is done here by hand: the derived columns (complex, price per m²), the latest version
 * each estate needs for the admin's list, the price history's rows (services/inventory-sync.ts).
 */

/**
 * Runs the statements as one transaction. PostgreSQL: a pooled connection, BEGIN … COMMIT. SQLite: one
 * batch in a worker thread with a connection of its own (lib/sqlite-batch-worker.mjs): @libsql/client runs
 * statements synchronously on the calling thread, so a batch of a few hundred estates here would stall
 * every page the server answers meanwhile (`npm run bench:sync`: 40–60 ms at each of 300 batches). Not
 * Drizzle's `transaction` either: @libsql/client gives each transaction a connection of its own and never
 * closes it (libsql-client-ts#350), about a megabyte of native memory each until a full garbage
 * collection (the first sync of 60,000 units reached 1.2 GB of RSS).
 */
export async function writeInOneTransaction(payload: Payload, statements: Statement[]): Promise<void> {
  if (!statements.length) return
  const { pool } = storeHandle(payload)
  if (!pool) return sqliteWorkerBatch(statements)
  const connection = await pool.connect()
  try {
    await connection.query('BEGIN')
    for (const statement of statements) await connection.query(statement.sql, statement.params)
    await connection.query('COMMIT')
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    connection.release()
  }
}

let worker: Worker | undefined
const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
let nextId = 0

function batchWorker(): Worker {
  if (worker) return worker
  // Loaded from its path at run time, outside the bundles (as lib/next-cache-handler.mjs is).
  // Small limits: it holds one batch's statements at a time.
  const started = new Worker(path.join(process.cwd(), 'src/lib/sqlite-batch-worker.mjs'), { resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 } })
  started.unref()
  started.on('message', ({ id, ok, message, code }: { id: number; ok: boolean; message?: string; code?: string }) => {
    const waiting = pending.get(id)
    pending.delete(id)
    if (ok) waiting?.resolve()
    else waiting?.reject(Object.assign(new Error(message), { code }))
  })
  started.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
    worker = undefined
  })
  started.on('exit', () => {
    worker = undefined
  })
  return (worker = started)
}

function sqliteWorkerBatch(statements: Statement[]): Promise<void> {
  const id = nextId++
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    batchWorker().postMessage({ id, url: sqliteUrl(), statements: statements.map((statement) => ({ sql: statement.sql, args: statement.params })) })
  })
}

/**
 * One INSERT of many rows (keys: the table's column names, the same in every row). Written here, not by
 * Drizzle: its query builder spends about 12 ms on the server's thread for 200 estates, at every batch.
 */
export function insertStatement(payload: Payload, table: string, rows: Record<string, unknown>[]): Statement {
  const columns = Object.keys(rows[0])
  const postgres = storeHandle(payload).name === 'postgres'
  const params: unknown[] = []
  const values = rows.map((row) => `(${columns.map((column) => (params.push(row[column] ?? null), postgres ? `$${params.length}` : '?')).join(', ')})`)
  return { sql: `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${values.join(', ')}`, params }
}

/**
 * The raw-SQL runner of migrations/data/latest-versions.ts: reads now, and writes into `writes` (run later
 * with writeInOneTransaction) or, without it, at once.
 */
export function runnerOf(payload: Payload, writes?: Statement[]): SqlRunner {
  const { drizzle, name } = storeHandle(payload)
  const postgres = name === 'postgres'
  return {
    dialect: postgres ? 'postgres' : 'sqlite',
    all: async (query) => rowsOf(drizzle, sql.raw(query)),
    run: async (query) => {
      if (writes) writes.push({ sql: query, params: [] })
      else if (postgres) await drizzle.execute!(sql.raw(query))
      else await drizzle.run!(sql.raw(query))
    },
  }
}

/** A claimed queue with what a new estate of it needs. */
export type SyncQueue = StoreQueue & { slug: string }

type QueueRow = { id: number; crm_id: string; complex_id: number | null; slug: string | null; name: string | null }
type EstateRow = {
  id: number
  crm_id: string | null
  house_id: number
  geo_flatnum: string
  category: string
  rooms: number | null
  area: number | string
  floor: number | null
  section: number | null
  price: number | string
  status: string
  _status: string | null
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value))

/**
 * The queues that claim a CRM house (a `crm_id`, and a project), and every estate of them as the site
 * shows it, with `pendingDraft` for a published estate whose latest version is an editor's unpublished
 * draft (writing it would bury that draft: the plan leaves it and says so).
 */
export type SyncStore = { queues: SyncQueue[]; estates: StoreEstate[] }

export async function loadSyncStore(payload: Payload): Promise<SyncStore> {
  const { drizzle } = storeHandle(payload)
  const queueRows = await rowsOf<QueueRow>(
    drizzle,
    sql`SELECT h.id, h.crm_id, h.complex_id, h.slug, l.name FROM houses h LEFT JOIN houses_locales l ON l._parent_id = h.id AND l._locale = 'ru'
        WHERE h.crm_id IS NOT NULL AND h.crm_id <> '' AND h.complex_id IS NOT NULL ORDER BY h.id`,
  )
  const queues: SyncQueue[] = queueRows.map((row) => ({
    id: Number(row.id),
    crmId: row.crm_id,
    projectId: Number(row.complex_id),
    name: row.name ?? String(row.id),
    slug: row.slug ?? `queue-${row.id}`,
  }))
  if (!queues.length) return { queues, estates: [] }
  const ids = sql.join(
    queues.map((queue) => sql`${queue.id}`),
    sql`, `,
  )
  const estateRows = await rowsOf<EstateRow>(
    drizzle,
    sql`SELECT id, crm_id, house_id, geo_flatnum, category, rooms, area, floor, section, price, status, _status FROM estates WHERE house_id IN (${ids}) ORDER BY id`,
  )
  const drafted = await rowsOf<{ parent_id: number }>(
    drizzle,
    sql`SELECT v.parent_id FROM _estates_v v JOIN estates e ON e.id = v.parent_id
        WHERE v.latest = ${true} AND v.version__status = 'draft' AND e._status = 'published' AND e.house_id IN (${ids})`,
  )
  const pending = new Set(drafted.map((row) => Number(row.parent_id)))
  const estates = estateRows.map((row): StoreEstate => ({
    id: Number(row.id),
    crmId: row.crm_id,
    queueId: Number(row.house_id),
    number: row.geo_flatnum,
    category: row.category as EstateCategoryCode,
    rooms: num(row.rooms),
    area: Number(row.area),
    floor: num(row.floor),
    section: num(row.section),
    price: Number(row.price),
    status: row.status as EstateStatus,
    onSite: row._status === 'published',
    pendingDraft: pending.has(Number(row.id)),
  }))
  return { queues, estates }
}

/** Every estate slug in use (a new estate's slug must differ from all of them). */
export async function estateSlugs(payload: Payload): Promise<Set<string>> {
  const rows = await rowsOf<{ slug: string }>(storeHandle(payload).drizzle, sql`SELECT slug FROM estates`)
  return new Set(rows.map((row) => row.slug))
}
