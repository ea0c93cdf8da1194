import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`is_closed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`vacancies_is_closed_idx\` ON \`vacancies\` (\`is_closed\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`vacancies_is_closed_idx\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`is_closed\`;`)
}
