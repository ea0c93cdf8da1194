import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "is_closed" boolean DEFAULT false;
  CREATE INDEX "vacancies_is_closed_idx" ON "vacancies" USING btree ("is_closed");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "vacancies_is_closed_idx";
  ALTER TABLE "vacancies" DROP COLUMN "is_closed";`)
}
