import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'spam');
  CREATE TYPE "public"."enum_leads_delivery_email" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_leads_delivery_crm" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead');
  CREATE TABLE "lead_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"sha256" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ALTER COLUMN "locale" SET DATA TYPE "public"."enum_leads_locale" USING "locale"::"public"."enum_leads_locale";
  ALTER TABLE "leads" ADD COLUMN "complex_id" integer;
  ALTER TABLE "leads" ADD COLUMN "estate_id" integer;
  ALTER TABLE "leads" ADD COLUMN "vacancy_id" integer;
  ALTER TABLE "leads" ADD COLUMN "cv_id" integer;
  ALTER TABLE "leads" ADD COLUMN "details" jsonb;
  ALTER TABLE "leads" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_state" "enum_leads_delivery_state" DEFAULT 'pending';
  ALTER TABLE "leads" ADD COLUMN "delivery_email" "enum_leads_delivery_email";
  ALTER TABLE "leads" ADD COLUMN "delivery_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_crm" "enum_leads_delivery_crm";
  ALTER TABLE "leads" ADD COLUMN "delivery_crm_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "delivery_last_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "uid" varchar NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "dedupe_slot" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_files_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_files_sha256_idx" ON "lead_files" USING btree ("sha256");
  CREATE INDEX "lead_files_updated_at_idx" ON "lead_files" USING btree ("updated_at");
  CREATE INDEX "lead_files_created_at_idx" ON "lead_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_files_filename_idx" ON "lead_files" USING btree ("filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_cv_id_lead_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."lead_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_files_fk" FOREIGN KEY ("lead_files_id") REFERENCES "public"."lead_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_complex_idx" ON "leads" USING btree ("complex_id");
  CREATE INDEX "leads_estate_idx" ON "leads" USING btree ("estate_id");
  CREATE INDEX "leads_vacancy_idx" ON "leads" USING btree ("vacancy_id");
  CREATE INDEX "leads_cv_idx" ON "leads" USING btree ("cv_id");
  CREATE INDEX "leads_delivery_state_idx" ON "leads" USING btree ("delivery_state");
  CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("spam");
  CREATE UNIQUE INDEX "leads_uid_idx" ON "leads" USING btree ("uid");
  CREATE UNIQUE INDEX "leads_dedupe_slot_idx" ON "leads" USING btree ("dedupe_slot");
  CREATE INDEX "payload_locked_documents_rels_lead_files_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_files_id");
  ALTER TABLE "leads" DROP COLUMN "payload";
  ALTER TABLE "leads" DROP COLUMN "utm";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_files" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_complex_id_complexes_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_estate_id_estates_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_vacancy_id_vacancies_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_cv_id_lead_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_files_fk";
  
  DROP INDEX "leads_phone_idx";
  DROP INDEX "leads_email_idx";
  DROP INDEX "leads_complex_idx";
  DROP INDEX "leads_estate_idx";
  DROP INDEX "leads_vacancy_idx";
  DROP INDEX "leads_cv_idx";
  DROP INDEX "leads_delivery_state_idx";
  DROP INDEX "leads_spam_idx";
  DROP INDEX "leads_uid_idx";
  DROP INDEX "leads_dedupe_slot_idx";
  DROP INDEX "payload_locked_documents_rels_lead_files_id_idx";
  ALTER TABLE "leads" ALTER COLUMN "locale" SET DATA TYPE varchar;
  ALTER TABLE "leads" ADD COLUMN "payload" jsonb;
  ALTER TABLE "leads" ADD COLUMN "utm" jsonb;
  ALTER TABLE "leads" DROP COLUMN "complex_id";
  ALTER TABLE "leads" DROP COLUMN "estate_id";
  ALTER TABLE "leads" DROP COLUMN "vacancy_id";
  ALTER TABLE "leads" DROP COLUMN "cv_id";
  ALTER TABLE "leads" DROP COLUMN "details";
  ALTER TABLE "leads" DROP COLUMN "utm_source";
  ALTER TABLE "leads" DROP COLUMN "utm_medium";
  ALTER TABLE "leads" DROP COLUMN "utm_campaign";
  ALTER TABLE "leads" DROP COLUMN "utm_term";
  ALTER TABLE "leads" DROP COLUMN "delivery_state";
  ALTER TABLE "leads" DROP COLUMN "delivery_email";
  ALTER TABLE "leads" DROP COLUMN "delivery_email_sent_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_crm";
  ALTER TABLE "leads" DROP COLUMN "delivery_crm_sent_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_attempts";
  ALTER TABLE "leads" DROP COLUMN "delivery_last_error";
  ALTER TABLE "leads" DROP COLUMN "spam";
  ALTER TABLE "leads" DROP COLUMN "uid";
  ALTER TABLE "leads" DROP COLUMN "dedupe_slot";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_files_id";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_delivery_state";
  DROP TYPE "public"."enum_leads_delivery_email";
  DROP TYPE "public"."enum_leads_delivery_crm";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
