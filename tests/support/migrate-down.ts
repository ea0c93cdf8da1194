/**
 * `tsx tests/support/migrate-down.ts NAME`: puts the store of DATA_DIR or DATABASE_URL back as the version
 * before migration NAME left it: runs the `down` of every migration that ran after NAME, newest first, then
 * NAME's own, and forgets that they ran, so that a test can watch the next start-up migrate it again.
 * Only NAME's `down` would not do on SQLite: it rebuilds tables from its own snapshot, dropping the columns
 * later migrations added, which the next start-up (NAME's `up` only) would not bring back.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseKind } from '../../src/lib/database'
import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'

const name = process.argv[2]
const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
// By the name after the timestamp (which differs between the two adapters' migrations).
const index = migrations.findIndex((m) => m.name.replace(/^\d{8}_\d{6}_/, '') === name)
if (index < 0) throw new Error(`No migration named ${name}`)

const payload = await getPayload({ config })
const ran = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
const ranNames = new Set(ran.docs.map((doc) => doc.name))
for (const migration of migrations.slice(index).reverse()) {
  if (!ranNames.has(migration.name)) continue
  await migration.down({ db: payload.db.drizzle, payload, req: {} } as never)
  await payload.delete({ collection: 'payload-migrations', where: { name: { equals: migration.name } }, overrideAccess: true })
  payload.logger.info(`[migrate-down] ${migration.name} undone`)
}
process.exit(0)
