import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillLead, restoreDetails, type StoredLeadRow } from '../data/leads-desk'

/** Existing leads: status (spam or new), search key, the meeting's day and office as fields (src/migrations/data/leads-desk.ts). */
async function backfill({ db }: MigrateUpArgs): Promise<void> {
  const contacts = await db.execute(sql`SELECT id FROM contacts`)
  const contactIds = new Set((contacts.rows as Array<{ id: number }>).map((row) => Number(row.id)))
  const { rows } = await db.execute(sql`SELECT id, name, phone, email, spam, details FROM leads`)
  for (const row of rows as StoredLeadRow[]) {
    const lead = backfillLead(row, contactIds)
    await db.execute(
      sql`UPDATE leads SET status = ${lead.status}, search_text = ${lead.search_text}, meeting_at = ${lead.meeting_at}, meeting_office_id = ${lead.meeting_office_id}, details = ${lead.details}::jsonb WHERE id = ${lead.id}`,
    )
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  const { db } = args
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in_progress', 'done', 'spam');
  CREATE TABLE "lead_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "leads" ADD COLUMN "meeting_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "meeting_office_id" integer;
  ALTER TABLE "leads" ADD COLUMN "search_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_comments_id" integer;
  ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_comments_lead_idx" ON "lead_comments" USING btree ("lead_id");
  CREATE INDEX "lead_comments_author_idx" ON "lead_comments" USING btree ("author_id");
  CREATE INDEX "lead_comments_updated_at_idx" ON "lead_comments" USING btree ("updated_at");
  CREATE INDEX "lead_comments_created_at_idx" ON "lead_comments" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_meeting_office_id_contacts_id_fk" FOREIGN KEY ("meeting_office_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_comments_fk" FOREIGN KEY ("lead_comments_id") REFERENCES "public"."lead_comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_meeting_at_idx" ON "leads" USING btree ("meeting_at");
  CREATE INDEX "leads_meeting_office_idx" ON "leads" USING btree ("meeting_office_id");
  CREATE INDEX "leads_search_text_idx" ON "leads" USING btree ("search_text");
  CREATE INDEX "payload_locked_documents_rels_lead_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_comments_id");`)
  await backfill(args)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const meetings = await db.execute(sql`SELECT id, details, meeting_at, meeting_office_id FROM leads WHERE meeting_at IS NOT NULL OR meeting_office_id IS NOT NULL`)
  for (const row of meetings.rows as Array<{ id: number; details: unknown; meeting_at: unknown; meeting_office_id: unknown }>) {
    await db.execute(sql`UPDATE leads SET details = ${restoreDetails(row)}::jsonb WHERE id = ${row.id}`)
  }
  await db.execute(sql`
   ALTER TABLE "lead_comments" DISABLE ROW LEVEL SECURITY;
  -- CASCADE also drops the locked documents foreign key to it: the constraints below go IF EXISTS.
  DROP TABLE "lead_comments" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_assignee_id_users_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_meeting_office_id_contacts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_comments_fk";
  
  DROP INDEX IF EXISTS "leads_status_idx";
  DROP INDEX IF EXISTS "leads_assignee_idx";
  DROP INDEX IF EXISTS "leads_meeting_at_idx";
  DROP INDEX IF EXISTS "leads_meeting_office_idx";
  DROP INDEX IF EXISTS "leads_search_text_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_lead_comments_id_idx";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "assignee_id";
  ALTER TABLE "leads" DROP COLUMN "meeting_at";
  ALTER TABLE "leads" DROP COLUMN "meeting_office_id";
  ALTER TABLE "leads" DROP COLUMN "search_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_comments_id";
  DROP TYPE "public"."enum_leads_status";`)
}
