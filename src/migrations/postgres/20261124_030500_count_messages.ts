import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { COUNT_MESSAGES } from '../data/count-messages'

/** Data only: stored UI strings still in their old shipped wording get the new one (and back). */
async function replace({ db }: MigrateUpArgs | MigrateDownArgs, reverse: boolean): Promise<void> {
  for (const { key, locale, before, after } of COUNT_MESSAGES) {
    const [from, to] = reverse ? [after, before] : [before, after]
    await db.execute(
      sql`UPDATE localizations_locales SET content = ${to} WHERE _locale = ${locale} AND content = ${from} AND _parent_id IN (SELECT id FROM localizations WHERE key = ${key})`,
    )
  }
}

export const up = (args: MigrateUpArgs): Promise<void> => replace(args, false)
export const down = (args: MigrateDownArgs): Promise<void> => replace(args, true)
