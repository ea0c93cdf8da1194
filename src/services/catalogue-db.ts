import 'server-only'

import { and, eq, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { getPayloadClient } from '../lib/payload'
import { storeHandle, type SelectQuery, type StoreDrizzle, type StoreTable } from '../lib/store-handle'

/**
 * Direct SQL access to the catalogue tables for aggregates (min price, counts, facets) and for the
 * estate list, through the Drizzle instance Payload already holds. The query builder emits the right
 * dialect for SQLite and PostgreSQL alike; the operators come from one drizzle-orm copy, which is fine
 * because Drizzle recognises its entities by a global symbol, not by class identity.
 *
 * Column keys are Payload field names (`house`, `restoration`), not the SQL names (`house_id`).
 */

/** The part of Drizzle's query builder used here, common to the libsql and node-postgres databases. */
export type CatalogueDb = Pick<StoreDrizzle, 'select'>

export type CatalogueTables = { estates: StoreTable; houses: StoreTable; complexes: StoreTable }

export async function catalogueDb(): Promise<{ db: CatalogueDb; t: CatalogueTables }> {
  const payload = await getPayloadClient()
  const { drizzle, tables } = storeHandle(payload)
  const { estates, houses, complexes } = tables
  return { db: drizzle, t: { estates, houses, complexes } }
}

/**
 * Estates joined with their house and the house's complex. An estate is public only when it, its
 * house and that complex are all published: unpublishing a complex hides everything in it.
 */
export function visibleEstates(db: CatalogueDb, t: CatalogueTables, fields: Record<string, unknown>): SelectQuery {
  return db.select(fields).from(t.estates).innerJoin(t.houses, eq(t.houses.id, t.estates.house)).innerJoin(t.complexes, eq(t.complexes.id, t.houses.complex))
}

export const visibleCondition = (t: CatalogueTables): SQL => and(eq(t.estates._status, 'published'), eq(t.houses._status, 'published'), eq(t.complexes._status, 'published')) as SQL

/** Aggregates come back as numbers or numeric strings depending on the driver: normalise. */
export const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}
