import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_sync_runs_status" AS ENUM('running', 'done', 'failed');
  CREATE TYPE "public"."enum_crm_sync_runs_trigger" AS ENUM('schedule', 'manual');
  CREATE TYPE "public"."enum_crm_sync_runs_source" AS ENUM('profitbase', 'macrocrm');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crm-inventory-sync' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crm-inventory-sync' BEFORE 'schedulePublish';
  CREATE TABLE "crm_sync_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"status" "enum_crm_sync_runs_status" NOT NULL,
  	"trigger" "enum_crm_sync_runs_trigger" NOT NULL,
  	"source" "enum_crm_sync_runs_source" NOT NULL,
  	"new_count" numeric DEFAULT 0,
  	"linked_count" numeric DEFAULT 0,
  	"price_changed_count" numeric DEFAULT 0,
  	"status_changed_count" numeric DEFAULT 0,
  	"other_changed_count" numeric DEFAULT 0,
  	"taken_off_count" numeric DEFAULT 0,
  	"problem_count" numeric DEFAULT 0,
  	"problem_rows" jsonb,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_sync_runs_id" integer;
  CREATE INDEX "crm_sync_runs_started_at_idx" ON "crm_sync_runs" USING btree ("started_at");
  CREATE INDEX "crm_sync_runs_status_idx" ON "crm_sync_runs" USING btree ("status");
  CREATE INDEX "crm_sync_runs_updated_at_idx" ON "crm_sync_runs" USING btree ("updated_at");
  CREATE INDEX "crm_sync_runs_created_at_idx" ON "crm_sync_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_sync_runs_fk" FOREIGN KEY ("crm_sync_runs_id") REFERENCES "public"."crm_sync_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crm_sync_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_sync_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // By hand where the generated order failed: the sync's jobs go before their task leaves the enums, and
  // the locked documents' link before the table (DROP TABLE ... CASCADE had already removed it).
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'crm-inventory-sync';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'crm-inventory-sync';
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_sync_runs_fk";
  DROP INDEX "payload_locked_documents_rels_crm_sync_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_sync_runs_id";
  ALTER TABLE "crm_sync_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_sync_runs" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_crm_sync_runs_status";
  DROP TYPE "public"."enum_crm_sync_runs_trigger";
  DROP TYPE "public"."enum_crm_sync_runs_source";`)
}
