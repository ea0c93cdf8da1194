/**
 * `tsx tests/support/migrate-down.ts NAME`: runs the `down` of migration NAME on the store of DATA_DIR or
 * DATABASE_URL and forgets that it ran, so that a test can put a store back in the state the version
 * before it left, and watch the next start-up migrate it again.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseKind } from '../../src/lib/database'
import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'

const name = process.argv[2]
const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
// By the name after the timestamp (which differs between the two adapters' migrations).
const migration = migrations.find((m) => m.name.replace(/^\d{8}_\d{6}_/, '') === name)
if (!migration) throw new Error(`No migration named ${name}`)

const payload = await getPayload({ config })
await migration.down({ db: payload.db.drizzle, payload, req: {} } as never)
await payload.delete({ collection: 'payload-migrations', where: { name: { equals: migration.name } }, overrideAccess: true })
payload.logger.info(`[migrate-down] ${migration.name} undone`)
process.exit(0)
