import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservation_holds_state" AS ENUM('active', 'confirmed', 'released', 'expired', 'sold');
  ALTER TYPE "public"."enum_estate_price_changes_source" ADD VALUE 'hold';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reservation-hold-end' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reservation-hold-end' BEFORE 'schedulePublish';
  CREATE TABLE "reservation_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"estate_id" integer NOT NULL,
  	"lead_id" integer,
  	"state" "enum_reservation_holds_state" DEFAULT 'active' NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"price" numeric,
  	"phone" varchar NOT NULL,
  	"client_address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservation_holds_id" integer;
  ALTER TABLE "reservation_holds" ADD CONSTRAINT "reservation_holds_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservation_holds" ADD CONSTRAINT "reservation_holds_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservation_holds_estate_idx" ON "reservation_holds" USING btree ("estate_id");
  CREATE INDEX "reservation_holds_lead_idx" ON "reservation_holds" USING btree ("lead_id");
  CREATE INDEX "reservation_holds_state_idx" ON "reservation_holds" USING btree ("state");
  CREATE INDEX "reservation_holds_ends_at_idx" ON "reservation_holds" USING btree ("ends_at");
  CREATE INDEX "reservation_holds_phone_idx" ON "reservation_holds" USING btree ("phone");
  CREATE INDEX "reservation_holds_client_address_idx" ON "reservation_holds" USING btree ("client_address");
  CREATE INDEX "reservation_holds_updated_at_idx" ON "reservation_holds" USING btree ("updated_at");
  CREATE INDEX "reservation_holds_created_at_idx" ON "reservation_holds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservation_holds_fk" FOREIGN KEY ("reservation_holds_id") REFERENCES "public"."reservation_holds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservation_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("reservation_holds_id");`)
  // Written by hand: at most one hold per unit that still holds it, so of visitors pressing at once exactly one
  // gets it (services/reservation-holds.ts).
  await db.execute(sql`CREATE UNIQUE INDEX "reservation_holds_one_held_per_estate" ON "reservation_holds" USING btree ("estate_id") WHERE "state" IN ('active', 'confirmed');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // By hand where the generated order fails: what the older enums cannot hold goes first (the holds' jobs and
  // their price history), and the locked documents' link before the table (DROP TABLE ... CASCADE removes it).
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'reservation-hold-end';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'reservation-hold-end';
  DELETE FROM "estate_price_changes" WHERE "source" = 'hold';
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservation_holds_fk";
  DROP INDEX "payload_locked_documents_rels_reservation_holds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservation_holds_id";
  ALTER TABLE "reservation_holds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservation_holds" CASCADE;
  ALTER TABLE "estate_price_changes" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_estate_price_changes_source";
  CREATE TYPE "public"."enum_estate_price_changes_source" AS ENUM('editor', 'import', 'bulk', 'sync', 'seed');
  ALTER TABLE "estate_price_changes" ALTER COLUMN "source" SET DATA TYPE "public"."enum_estate_price_changes_source" USING "source"::"public"."enum_estate_price_changes_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'crm-inventory-sync', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'crm-inventory-sync', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_reservation_holds_state";`)
}
