import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { createTestDatabase } from './postgres'
import { startServer } from './server'

/**
 * A migrated and seeded store, made once per test run and copied for each test server that needs one:
 * the server's own start-up makes it (migrations, the demo seed, the first administrator), which takes
 * about a minute on this machine kind, where copying a data folder (and cloning a PostgreSQL database
 * from it as a template) takes a second or two. The integration tests' global set-up makes the templates
 * (`makeSeededTemplates`) and names them in the environment their test files inherit; `seededStore`
 * gives a copy, or, without a template (a file run on its own), an empty store the server seeds itself.
 */

const SQLITE_TEMPLATE = 'TEST_SEEDED_SQLITE_DIR'
const POSTGRES_TEMPLATE = 'TEST_SEEDED_POSTGRES'

type PostgresTemplate = { dataDir: string; database: string; adminUrl: string }

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Makes the templates (SQLite; PostgreSQL too with `adminUrl`) in parallel; answers their clean-up. */
export async function makeSeededTemplates(adminUrl?: string): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = []
  const cleanup = async () => {
    for (const clean of cleanups.reverse()) await clean().catch((error) => console.error('template clean-up failed', error))
  }
  try {
    const made = async (name: string, databaseUrl?: string) => {
      const server = await startServer({ name: `template-${name}`, databaseUrl })
      cleanups.push(async () => fs.rmSync(server.dataDir, { recursive: true, force: true }))
      await server.stop()
      return server.dataDir
    }
    const sqlite = made('sqlite')
    let postgres: Promise<PostgresTemplate> | undefined
    if (adminUrl) {
      const db = await createTestDatabase(adminUrl, 'site_template')
      cleanups.push(db.drop)
      postgres = made('postgres', db.url).then((dataDir) => ({ dataDir, database: new URL(db.url).pathname.slice(1), adminUrl }))
    }
    process.env[SQLITE_TEMPLATE] = await sqlite
    if (postgres) process.env[POSTGRES_TEMPLATE] = JSON.stringify(await postgres)
  } catch (error) {
    await cleanup()
    throw error
  }
  return async () => {
    delete process.env[SQLITE_TEMPLATE]
    delete process.env[POSTGRES_TEMPLATE]
    await cleanup()
  }
}

/** Left behind: the template server's log, and SQLite's shared-memory index, which a first opening rebuilds from the log. */
const NOT_COPIED = new Set(['server.log', 'site.db-shm'])

/** A new data folder holding a copy of `template` (SQLite's database and its write-ahead log, the media, the secret). */
function copyOf(template: string | undefined, name: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${name}-`))
  if (template) fs.cpSync(template, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.has(path.basename(source)) })
  return dataDir
}

/**
 * A seeded store of its own for a test server (`kind`: sqlite or postgres): `startServer({ name, dataDir, databaseUrl })` with it.
 * `drop` removes the copy (and its database).
 */
export async function seededStore(kind: string, name: string): Promise<{ dataDir: string; databaseUrl?: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dataDir = copyOf(process.env[SQLITE_TEMPLATE], name)
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('a PostgreSQL store needs TEST_DATABASE_URL')
  const template = process.env[POSTGRES_TEMPLATE] ? (JSON.parse(process.env[POSTGRES_TEMPLATE]) as PostgresTemplate) : undefined
  const dataDir = copyOf(template?.dataDir, name)
  const database = `${name.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`.toLowerCase()
  await withClient(adminUrl, async (client) => {
    if (template) {
      // A clone needs the template to itself: the stopped server's connections may still be closing.
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [template.database])
      await client.query(`CREATE DATABASE "${database}" TEMPLATE "${template.database}"`)
    } else await client.query(`CREATE DATABASE "${database}"`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
    },
  }
}
