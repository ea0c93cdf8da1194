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
const migration = migrations.find((m) => m.name.endsWith(name))
if (!migration) throw new Error(`No migration named ${name}`)

const payload = await getPayload({ config })
await migration.down({ db: payload.db.drizzle, payload, req: {} } as never)
await payload.delete({ collection: 'payload-migrations', where: { name: { equals: migration.name } }, overrideAccess: true })
payload.logger.info(`[migrate-down] ${migration.name} undone`)
process.exit(0)
