import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillName, type StoredUserRow } from '../data/staff-names'

/**
 * Staff names (required from now on: existing accounts named from their e-mails, before the column
 * turns NOT NULL), the leads' status history, and the name of who saved each version of content.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(sql`SELECT id, email, name FROM users WHERE name IS NULL OR trim(name) = ''`)
  for (const row of rows as StoredUserRow[]) await db.execute(sql`UPDATE users SET name = ${backfillName(row)} WHERE id = ${row.id}`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status_history_from" AS ENUM('new', 'in_progress', 'done', 'spam');
  CREATE TYPE "public"."enum_leads_status_history_to" AS ENUM('new', 'in_progress', 'done', 'spam');
  CREATE TABLE "leads_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by_id" integer,
  	"from" "enum_leads_status_history_from",
  	"to" "enum_leads_status_history_to"
  );
  
  ALTER TABLE "users" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "complexes" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_complexes_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "houses" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_houses_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "estates" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_estates_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "construction_progress" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_construction_progress_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "property_descriptions" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_property_descriptions_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "mortgage_programs" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_mortgage_programs_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "installment_plans" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_installment_plans_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "articles" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "promotions" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_promotions_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "awards" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_awards_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "employees" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_employees_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "reviews" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "photos" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_photos_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "videos" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "banners" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "vacancy_categories" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_vacancy_categories_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "contacts" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_contacts_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "purchase_guide" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_purchase_guide_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "about_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "home_page" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "leads_status_history" ADD CONSTRAINT "leads_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_status_history" ADD CONSTRAINT "leads_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_status_history_order_idx" ON "leads_status_history" USING btree ("_order");
  CREATE INDEX "leads_status_history_parent_id_idx" ON "leads_status_history" USING btree ("_parent_id");
  CREATE INDEX "leads_status_history_by_idx" ON "leads_status_history" USING btree ("by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_status_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_status_history" CASCADE;
  ALTER TABLE "users" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "complexes" DROP COLUMN "last_edited_by";
  ALTER TABLE "_complexes_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "houses" DROP COLUMN "last_edited_by";
  ALTER TABLE "_houses_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "estates" DROP COLUMN "last_edited_by";
  ALTER TABLE "_estates_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "construction_progress" DROP COLUMN "last_edited_by";
  ALTER TABLE "_construction_progress_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "property_descriptions" DROP COLUMN "last_edited_by";
  ALTER TABLE "_property_descriptions_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "mortgage_programs" DROP COLUMN "last_edited_by";
  ALTER TABLE "_mortgage_programs_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "installment_plans" DROP COLUMN "last_edited_by";
  ALTER TABLE "_installment_plans_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "articles" DROP COLUMN "last_edited_by";
  ALTER TABLE "_articles_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "promotions" DROP COLUMN "last_edited_by";
  ALTER TABLE "_promotions_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "awards" DROP COLUMN "last_edited_by";
  ALTER TABLE "_awards_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "employees" DROP COLUMN "last_edited_by";
  ALTER TABLE "_employees_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "reviews" DROP COLUMN "last_edited_by";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "photos" DROP COLUMN "last_edited_by";
  ALTER TABLE "_photos_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "videos" DROP COLUMN "last_edited_by";
  ALTER TABLE "_videos_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "banners" DROP COLUMN "last_edited_by";
  ALTER TABLE "_banners_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "vacancy_categories" DROP COLUMN "last_edited_by";
  ALTER TABLE "_vacancy_categories_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "vacancies" DROP COLUMN "last_edited_by";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "contacts" DROP COLUMN "last_edited_by";
  ALTER TABLE "_contacts_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "site_settings" DROP COLUMN "last_edited_by";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "purchase_guide" DROP COLUMN "last_edited_by";
  ALTER TABLE "_purchase_guide_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "about_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "home_page" DROP COLUMN "last_edited_by";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_last_edited_by";
  DROP TYPE "public"."enum_leads_status_history_from";
  DROP TYPE "public"."enum_leads_status_history_to";`)
}
