import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

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

type Table = Record<string, unknown>
/** What both adapters' Drizzle (libsql and node-postgres) offer that the sync needs, also inside a transaction. */
export type SyncDrizzle = {
  insert: (table: Table) => { values: (rows: Record<string, unknown>[]) => PromiseLike<unknown> }
  update: (table: Table) => { set: (values: Record<string, unknown>) => { where: (condition: SQL) => PromiseLike<unknown> } }
  all?: (query: SQL) => Promise<unknown[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}
type Adapter = { name: string; drizzle: SyncDrizzle & { transaction: <T>(run: (tx: SyncDrizzle) => Promise<T>) => Promise<T> }; tables: Record<string, Table & { id: unknown }> }

export const adapterOf = (payload: Payload): Adapter => payload.db as unknown as Adapter

/** Rows of a query, on either adapter. */
export async function rowsOf<T>(db: SyncDrizzle, query: SQL): Promise<T[]> {
  if (db.execute) return (await db.execute(query)).rows as T[]
  return (await db.all!(query)) as T[]
}

/** The raw-SQL runner of migrations/data/latest-versions.ts, bound to a transaction. */
export function runnerOf(payload: Payload, db: SyncDrizzle): SqlRunner {
  const postgres = adapterOf(payload).name === 'postgres'
  return {
    dialect: postgres ? 'postgres' : 'sqlite',
    all: async (query) => rowsOf(db, sql.raw(query)),
    run: async (query) => void (postgres ? await db.execute!(sql.raw(query)) : await db.run!(sql.raw(query))),
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
  const { drizzle } = adapterOf(payload)
  const queueRows = await rowsOf<QueueRow>(
    drizzle,
    sql`SELECT h.id, h.crm_id, h.complex_id, h.slug, l.name FROM houses h LEFT JOIN houses_locales l ON l._parent_id = h.id AND l._locale = 'ru'
        WHERE h.crm_id IS NOT NULL AND h.crm_id <> '' AND h.complex_id IS NOT NULL ORDER BY h.id`,
  )
  const queues: SyncQueue[] = queueRows.map((row) => ({ id: Number(row.id), crmId: row.crm_id, projectId: Number(row.complex_id), name: row.name ?? String(row.id), slug: row.slug ?? `queue-${row.id}` }))
  if (!queues.length) return { queues, estates: [] }
  const ids = sql.join(queues.map((queue) => sql`${queue.id}`), sql`, `)
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
  const rows = await rowsOf<{ slug: string }>(adapterOf(payload).drizzle, sql`SELECT slug FROM estates`)
  return new Set(rows.map((row) => row.slug))
}
