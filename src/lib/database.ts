import path from 'node:path'

import { storeConfig } from './config'
import { dataDir } from './data-dir'

/** Which store to use: PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file in the data folder. */
export function databaseKind(): 'postgres' | 'sqlite' {
  return /^postgres(ql)?:\/\//.test(storeConfig.databaseUrl() ?? '') ? 'postgres' : 'sqlite'
}

export function sqliteUrl(): string {
  const url = storeConfig.databaseUrl()
  if (url?.startsWith('file:')) return url
  return `file:${path.join(dataDir(), 'site.db')}`
}
