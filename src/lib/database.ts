import path from 'node:path'

import { dataDir } from './data-dir'

/** Which store to use: PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file in the data folder. */
export function databaseKind(): 'postgres' | 'sqlite' {
  return /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite'
}

export function sqliteUrl(): string {
  const url = process.env.DATABASE_URL
  if (url?.startsWith('file:')) return url
  return `file:${path.join(dataDir(), 'site.db')}`
}
