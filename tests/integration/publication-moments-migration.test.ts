import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { dateOnlyToAlmatyMidnight } from '../../src/domain/almaty-moment'
import type { SqlRunner } from '../../src/migrations/data/latest-versions'
import { MOMENT_COLUMNS, toAlmatyMidnights, toDateOnlyNoons } from '../../src/migrations/data/publication-moments'
import { createTestDatabase } from '../support/postgres'

/**
 * The data migration `*_publication_moments` (issue 31, item 3) on both stores, with the columns as the
 * schema declares them (ISO text in SQLite, timestamptz in PostgreSQL): a date-only value (12:00 UTC)
 * becomes midnight in Almaty of its day, as domain/almaty-moment.ts computes it (UTC+5 since March 2024,
 * UTC+6 before); a moment at another time and an empty one stay; a second run changes nothing; down
 * gives the day picker's values back.
 */

const STORED = [
  '2026-11-25T12:00:00.000Z', // dated today by the day picker
  '2024-03-01T12:00:00.000Z', // the first day of UTC+5
  '2023-06-15T12:00:00.000Z', // before it
  '2026-11-25T05:00:00.000Z', // a moment set on purpose (10:00 Almaty)
  null,
]
const EXPECTED = ['2026-11-24T19:00:00.000Z', '2024-02-29T19:00:00.000Z', '2023-06-14T18:00:00.000Z', '2026-11-25T05:00:00.000Z', null]

type Store = SqlRunner & { close: () => Promise<void> }

async function sqliteStore(): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moments-'))
  const client = createClient({ url: `file:${path.join(dir, 'store.db')}` })
  return {
    dialect: 'sqlite',
    all: async (query) => (await client.execute(query)).rows.map((row) => ({ ...row })) as never,
    run: async (query) => void (await client.execute(query)),
    close: async () => {
      client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function postgresStore(adminUrl: string): Promise<Store> {
  const db = await createTestDatabase(adminUrl, 'moments')
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  return {
    dialect: 'postgres',
    all: async (query) => (await client.query(query)).rows,
    run: async (query) => void (await client.query(query)),
    close: async () => {
      await client.end()
      await db.drop()
    },
  }
}

const stores: Array<[string, () => Promise<Store>]> = [
  ['sqlite', sqliteStore],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', () => postgresStore(process.env.TEST_DATABASE_URL!)] as [string, () => Promise<Store>]] : []),
]

const open: Store[] = []
afterAll(async () => {
  for (const store of open) await store.close()
})

async function filled(make: () => Promise<Store>): Promise<Store> {
  const store = await make()
  open.push(store)
  const type = store.dialect === 'sqlite' ? 'text' : 'timestamp(3) with time zone'
  for (const [table, column] of MOMENT_COLUMNS) {
    await store.run(`CREATE TABLE "${table}" (id integer PRIMARY KEY, "${column}" ${type})`)
    for (const [i, value] of STORED.entries()) await store.run(`INSERT INTO "${table}" (id, "${column}") VALUES (${i + 1}, ${value ? `'${value}'` : 'NULL'})`)
  }
  return store
}

async function read(store: Store, table: string, column: string): Promise<Array<string | null>> {
  const rows = await store.all<{ v: unknown }>(`SELECT "${column}" AS v FROM "${table}" ORDER BY id`)
  return rows.map(({ v }) => (v === null ? null : new Date(v as string).toISOString()))
}

describe.each(stores)('publication moments migration on %s', (_name, make) => {
  it('moves date-only values to midnight in Almaty, keeps the rest, and runs once', async () => {
    const store = await filled(make)
    expect(STORED.map((value) => value && dateOnlyToAlmatyMidnight(value))).toEqual(EXPECTED)
    const changed = await toAlmatyMidnights(store)
    expect(Object.values(changed)).toEqual([3, 3, 3, 3])
    for (const [table, column] of MOMENT_COLUMNS) expect(await read(store, table, column)).toEqual(EXPECTED)
    expect(Object.values(await toAlmatyMidnights(store))).toEqual([0, 0, 0, 0])
    for (const [table, column] of MOMENT_COLUMNS) expect(await read(store, table, column)).toEqual(EXPECTED)
  })

  it('goes back down to the day picker values', async () => {
    const store = await filled(make)
    await toAlmatyMidnights(store)
    expect(Object.values(await toDateOnlyNoons(store))).toEqual([3, 3, 3, 3])
    for (const [table, column] of MOMENT_COLUMNS) expect(await read(store, table, column)).toEqual(STORED)
  })
})
