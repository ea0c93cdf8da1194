#!/usr/bin/env node
// `npm run migrate:create -- name`: after a schema change, writes a migration for BOTH adapters
// (src/migrations/sqlite and src/migrations/postgres). Needs no running database for SQLite; the
// PostgreSQL diff is computed from the previous snapshot, but the adapter connects: MIGRATE_POSTGRES_URL, default the local server.
import { spawnSync } from 'node:child_process'

const name = process.argv[2] || 'change'
for (const databaseUrl of ['', process.env.MIGRATE_POSTGRES_URL || 'postgres://postgres@localhost:5432/postgres']) {
  const result = spawnSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: '/tmp/migrate-create' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
