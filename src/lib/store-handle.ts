import type { Column, SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Payload's database adapter as this project uses it directly: the Drizzle database it holds (libsql for
 * SQLite, node-postgres for PostgreSQL), its tables by name and PostgreSQL's pool. Payload types
 * `payload.db` as its generic adapter, without these; the one cast lives here, typed by the part of Drizzle
 * both dialects share that the code uses: the catalogue's aggregates (services/catalogue-db.ts), the bulk
 * writes of the seed and of the CRM sync (seed/estates.ts, services/inventory-sync*.ts).
 */

/** A table's columns by Payload field name (`house`, not `house_id`). */
export type StoreTable = Record<string, Column>

/** A SELECT being built, awaited for its rows. */
export type SelectQuery = PromiseLike<Record<string, unknown>[]> & {
  innerJoin: (table: StoreTable, on: SQL | undefined) => SelectQuery
  where: (condition: SQL | undefined) => SelectQuery
  groupBy: (...columns: Array<Column | SQL | SQL.Aliased>) => SelectQuery
  orderBy: (...columns: Array<Column | SQL | SQL.Aliased>) => SelectQuery
  limit: (n: number) => SelectQuery
  offset: (n: number) => SelectQuery
}

/** One SQL statement with its parameters, as Drizzle's `toSQL()` gives it (placeholders of the adapter's dialect). */
export type Statement = { sql: string; params: unknown[] }

/** What the bulk writes insert and delete with (also inside a transaction). */
type Writer = {
  insert: (table: StoreTable) => { values: (rows: object[]) => PromiseLike<unknown> }
  delete: (table: StoreTable) => PromiseLike<unknown>
}

export type StoreDrizzle = Writer & {
  select: (fields: Record<string, unknown>) => { from: (table: StoreTable) => SelectQuery }
  update: (table: StoreTable) => { set: (values: Record<string, unknown>) => { where: (condition: SQL | undefined) => PromiseLike<unknown> & { toSQL: () => Statement } } }
  transaction: <T>(run: (tx: Writer) => Promise<T>) => Promise<T>
  /** SQLite's raw queries (libsql). */
  all?: (query: SQL) => Promise<unknown[]>
  run?: (query: SQL) => Promise<unknown>
  /** PostgreSQL's raw queries (node-postgres). */
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}

type PostgresConnection = { query: (sql: string, params?: unknown[]) => Promise<unknown>; release: () => void }
export type PostgresPool = { connect: () => Promise<PostgresConnection>; on: (event: 'error', listener: (error: Error) => void) => void }

export type StoreHandle = { name: 'sqlite' | 'postgres'; drizzle: StoreDrizzle; tables: Record<string, StoreTable>; pool?: PostgresPool }

export const storeHandle = (payload: Payload): StoreHandle => payload.db as unknown as StoreHandle

/** The Drizzle database of the request's transaction where it runs in one (Payload keeps them by id), else the store's. */
export async function requestDrizzle(payload: Payload, req: Pick<PayloadRequest, 'transactionID'>): Promise<StoreDrizzle> {
  const { drizzle, sessions } = payload.db as unknown as StoreHandle & { sessions?: Record<string, { db: StoreDrizzle } | undefined> }
  const id = req.transactionID === undefined ? undefined : await req.transactionID
  return (id !== undefined && id !== null && sessions?.[String(id)]?.db) || drizzle
}

/** A table of the store by name; a missing one is a schema the code does not know (a failed migration). */
export function storeTable(payload: Payload, name: string): StoreTable {
  const table = storeHandle(payload).tables[name]
  if (!table) throw new Error(`${name} table not found in the database adapter`)
  return table
}

/** Rows of a raw query, on either adapter. */
export async function rowsOf<T>(db: StoreDrizzle, query: SQL): Promise<T[]> {
  if (db.execute) return (await db.execute(query)).rows as T[]
  return (await db.all!(query)) as T[]
}
