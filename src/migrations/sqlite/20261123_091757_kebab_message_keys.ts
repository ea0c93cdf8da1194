import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { RENAMED_MESSAGE_KEYS } from '../data/kebab-message-keys'

/** Data only: editors' stored overrides of renamed UI string keys follow the new names. */
async function rename({ db }: MigrateUpArgs | MigrateDownArgs, reverse: boolean): Promise<void> {
  for (const [oldKey, newKey] of RENAMED_MESSAGE_KEYS) {
    const [from, to] = reverse ? [newKey, oldKey] : [oldKey, newKey]
    await db.run(sql`UPDATE localizations SET key = ${to} WHERE key = ${from} AND NOT EXISTS (SELECT 1 FROM localizations AS taken WHERE taken.key = ${to})`)
  }
}

export const up = (args: MigrateUpArgs): Promise<void> => rename(args, false)
export const down = (args: MigrateDownArgs): Promise<void> => rename(args, true)
