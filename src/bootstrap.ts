import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { ensureFirstAdministrator } from './content/first-administrator'
import { storeConfig } from './lib/config'
import { databaseKind } from './lib/database'
import { withStartupLock } from './lib/startup-lock'

/** Applies pending migrations of the configured store (idempotent). */
export async function migrateDatabase(payload: Payload): Promise<void> {
  // Each adapter's migrations take its own argument types; Payload's Migration type is the common shape.
  const migrations = (databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}

/** True when the store holds no content yet (a fresh data folder or database). */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'estate-categories', overrideAccess: true })
  return totalDocs === 0
}

/**
 * Start-up: migrate, then seed the demo content when the store is empty, so that `npm start` on a fresh
 * machine serves a complete site (SEED_ON_EMPTY=false turns the seeding off: production with real data),
 * and make sure a first administrator can be had only by the operator (src/content/first-administrator.ts).
 */
export async function bootstrapDatabase(payload: Payload): Promise<void> {
  await withStartupLock(async () => {
    await migrateDatabase(payload)
    if (storeConfig.seedOnEmpty() && (await isDatabaseEmpty(payload))) {
      const { seed } = await import('./seed')
      payload.logger.info('Empty database: seeding demo content')
      const imageVariantsLater = storeConfig.seedImageVariantsLater()
      await seed(payload, { scale: storeConfig.seedScale(), imageVariantsLater })
      if (imageVariantsLater) void encodeVariantsAfterStart(payload)
    }
    await ensureFirstAdministrator(payload)
  })
}

/** The demo pictures' variants, encoded while the site already serves (SEED_IMAGE_VARIANTS_LATER). */
async function encodeVariantsAfterStart(payload: Payload): Promise<void> {
  const started = performance.now()
  try {
    const { encodeSeedImageVariants } = await import('./seed/images/library')
    const count = await encodeSeedImageVariants(payload)
    payload.logger.info(`[seed] responsive variants of ${count} pictures encoded after the start (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    payload.logger.error({ err: error }, '[seed] responsive variants not all encoded; /img makes each on its first request')
  }
}
