import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`estates\` ADD \`changed_by\` text;`)
  await db.run(sql`ALTER TABLE \`_estates_v\` ADD \`version_changed_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`estates\` DROP COLUMN \`changed_by\`;`)
  await db.run(sql`ALTER TABLE \`_estates_v\` DROP COLUMN \`version_changed_by\`;`)
}
