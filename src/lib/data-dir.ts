import path from 'node:path'

/** The data folder: SQLite file, uploads and the generated secret. DATA_DIR, default ./data. */
export const dataDir = (): string => path.resolve(process.env.DATA_DIR || 'data')
