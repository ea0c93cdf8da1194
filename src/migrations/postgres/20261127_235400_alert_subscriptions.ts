import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alert_subscriptions_kind" AS ENUM('unit', 'search');
  CREATE TYPE "public"."enum_alert_subscriptions_locale" AS ENUM('ru', 'kk', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alert-confirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alert-unit-change' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alert-digest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alert-confirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alert-unit-change' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alert-digest' BEFORE 'schedulePublish';
  CREATE TABLE "alert_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token" varchar NOT NULL,
  	"kind" "enum_alert_subscriptions_kind" NOT NULL,
  	"locale" "enum_alert_subscriptions_locale" NOT NULL,
  	"estate_id" integer,
  	"search_category" varchar,
  	"search_query" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_change" numeric,
  	"seen" jsonb,
  	"digest_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscriptions_id" integer;
  ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email");
  CREATE UNIQUE INDEX "alert_subscriptions_token_idx" ON "alert_subscriptions" USING btree ("token");
  CREATE INDEX "alert_subscriptions_estate_idx" ON "alert_subscriptions" USING btree ("estate_id");
  CREATE INDEX "alert_subscriptions_confirmed_at_idx" ON "alert_subscriptions" USING btree ("confirmed_at");
  CREATE INDEX "alert_subscriptions_updated_at_idx" ON "alert_subscriptions" USING btree ("updated_at");
  CREATE INDEX "alert_subscriptions_created_at_idx" ON "alert_subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk" FOREIGN KEY ("alert_subscriptions_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // By hand where the generated order fails: the alerts' jobs first (the older enums cannot hold their
  // tasks), and the locked documents' link before the table (DROP TABLE ... CASCADE removes it).
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('alert-confirmation', 'alert-unit-change', 'alert-digest');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('alert-confirmation', 'alert-unit-change', 'alert-digest');
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscriptions_fk";
  DROP INDEX "payload_locked_documents_rels_alert_subscriptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscriptions_id";
  ALTER TABLE "alert_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alert_subscriptions" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'crm-inventory-sync', 'reservation-hold-end', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'crm-inventory-sync', 'reservation-hold-end', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_alert_subscriptions_kind";
  DROP TYPE "public"."enum_alert_subscriptions_locale";`)
}
