import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "telegram" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_telegram" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "telegram";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_telegram";`)
}
