import { storeConfig } from './config'

/** The data folder: SQLite file, uploads and the generated secret. DATA_DIR, default ./data. */
export const dataDir = (): string => storeConfig.dataDir()
