import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estates" ADD COLUMN "changed_by" varchar;
  ALTER TABLE "_estates_v" ADD COLUMN "version_changed_by" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estates" DROP COLUMN "changed_by";
  ALTER TABLE "_estates_v" DROP COLUMN "version_changed_by";`)
}
