import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import type { SqlRunner } from '../data/latest-versions'
import { toAlmatyMidnights, toDateOnlyNoons } from '../data/publication-moments'

/**
 * Data only: date-only publication moments (12:00 UTC of a day) become midnight in Almaty of that day
 * (src/migrations/data/publication-moments.ts; issue 31, item 3).
 */
const store = (db: MigrateUpArgs['db']): SqlRunner => ({
  dialect: 'postgres',
  all: async (query) => (await db.execute(sql.raw(query))).rows as never,
    run: async (query) => void (await db.execute(sql.raw(query))),
})

const report = (changed: Record<string, number>) =>
  Object.entries(changed).map(([column, n]) => `${column} ${n}`).join(', ')

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  payload.logger.info(`[migrate] publication moments to midnight in Almaty: ${report(await toAlmatyMidnights(store(db)))}`)
}

/** Midnights in Almaty back to the day picker's 12:00 UTC (a moment set at 00:00 on purpose too). */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  payload.logger.info(`[migrate] publication moments back to 12:00 UTC: ${report(await toDateOnlyNoons(store(db)))}`)
}
