import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_schedule_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "contacts_schedule_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_contacts_schedule_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contacts_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL
  );
  
  CREATE TABLE "about_page_history_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_values_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"founded_year" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"intro" varchar,
  	"mission" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "requisites_bin" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "requisites_kbe" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "requisites_iban" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "requisites_bik" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "requisites_legal_name" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "requisites_bank" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "requisites_legal_address" varchar;
  ALTER TABLE "contacts_schedule_days" ADD CONSTRAINT "contacts_schedule_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contacts_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_schedule" ADD CONSTRAINT "contacts_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_history" ADD CONSTRAINT "about_page_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_history_locales" ADD CONSTRAINT "about_page_history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values_locales" ADD CONSTRAINT "about_page_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_schedule_days_order_idx" ON "contacts_schedule_days" USING btree ("order");
  CREATE INDEX "contacts_schedule_days_parent_idx" ON "contacts_schedule_days" USING btree ("parent_id");
  CREATE INDEX "contacts_schedule_order_idx" ON "contacts_schedule" USING btree ("_order");
  CREATE INDEX "contacts_schedule_parent_id_idx" ON "contacts_schedule" USING btree ("_parent_id");
  CREATE INDEX "about_page_history_order_idx" ON "about_page_history" USING btree ("_order");
  CREATE INDEX "about_page_history_parent_id_idx" ON "about_page_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_history_locales_locale_parent_id_unique" ON "about_page_history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_values_order_idx" ON "about_page_values" USING btree ("_order");
  CREATE INDEX "about_page_values_parent_id_idx" ON "about_page_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_values_locales_locale_parent_id_unique" ON "about_page_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contacts_schedule_days" CASCADE;
  DROP TABLE "contacts_schedule" CASCADE;
  DROP TABLE "about_page_history" CASCADE;
  DROP TABLE "about_page_history_locales" CASCADE;
  DROP TABLE "about_page_values" CASCADE;
  DROP TABLE "about_page_values_locales" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "requisites_bin";
  ALTER TABLE "site_settings" DROP COLUMN "requisites_kbe";
  ALTER TABLE "site_settings" DROP COLUMN "requisites_iban";
  ALTER TABLE "site_settings" DROP COLUMN "requisites_bik";
  ALTER TABLE "site_settings_locales" DROP COLUMN "requisites_legal_name";
  ALTER TABLE "site_settings_locales" DROP COLUMN "requisites_bank";
  ALTER TABLE "site_settings_locales" DROP COLUMN "requisites_legal_address";
  DROP TYPE "public"."enum_contacts_schedule_days";`)
}
