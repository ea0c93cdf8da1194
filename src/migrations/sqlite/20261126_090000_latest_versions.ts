import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { addMissingLatestVersions } from '../data/latest-versions'

/**
 * Data only: every document of a collection with drafts that has no latest version gets one, a copy of
 * its row (src/migrations/data/latest-versions.ts), so that the admin's lists show it (issue 31, item 1).
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const started = performance.now()
  const { added, orphansDeleted } = await addMissingLatestVersions({
    dialect: 'sqlite',
    all: (query) => db.all(sql.raw(query)),
    run: async (query) => void (await db.run(sql.raw(query))),
  })
  const written = Object.entries(added).filter(([, n]) => n > 0)
  payload.logger.info(
    `[migrate] latest versions: ${written.map(([table, n]) => `${table} ${n}`).join(', ') || 'none missing'}${orphansDeleted ? `; ${orphansDeleted} without their document deleted` : ''} (${Math.round(performance.now() - started)} ms)`,
  )
}

/** Nothing to undo: the versions written are what Payload itself would have written on a save. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
