import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 36: the CRM ids of projects, queues and estates (`crm_id`, unique per collection when set; the
 * versions keep a plain index), and the estates' price history (`estate_price_changes`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_estate_price_changes_previous_status" AS ENUM('free', 'reserved', 'sold');
  CREATE TYPE "public"."enum_estate_price_changes_status" AS ENUM('free', 'reserved', 'sold');
  CREATE TYPE "public"."enum_estate_price_changes_source" AS ENUM('editor', 'import', 'bulk', 'sync', 'seed');
  CREATE TABLE "estate_price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"estate_id" integer,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"previous_price" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"previous_status" "enum_estate_price_changes_previous_status" NOT NULL,
  	"status" "enum_estate_price_changes_status" NOT NULL,
  	"source" "enum_estate_price_changes_source" NOT NULL,
  	"changed_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "complexes" ADD COLUMN "crm_id" varchar;
  ALTER TABLE "_complexes_v" ADD COLUMN "version_crm_id" varchar;
  ALTER TABLE "houses" ADD COLUMN "crm_id" varchar;
  ALTER TABLE "_houses_v" ADD COLUMN "version_crm_id" varchar;
  ALTER TABLE "estates" ADD COLUMN "crm_id" varchar;
  ALTER TABLE "_estates_v" ADD COLUMN "version_crm_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estate_price_changes_id" integer;
  ALTER TABLE "estate_price_changes" ADD CONSTRAINT "estate_price_changes_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "estate_price_changes_estate_idx" ON "estate_price_changes" USING btree ("estate_id");
  CREATE INDEX "estate_price_changes_changed_at_idx" ON "estate_price_changes" USING btree ("changed_at");
  CREATE INDEX "estate_price_changes_source_idx" ON "estate_price_changes" USING btree ("source");
  CREATE INDEX "estate_price_changes_updated_at_idx" ON "estate_price_changes" USING btree ("updated_at");
  CREATE INDEX "estate_price_changes_created_at_idx" ON "estate_price_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estate_price_changes_fk" FOREIGN KEY ("estate_price_changes_id") REFERENCES "public"."estate_price_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "complexes_crm_id_idx" ON "complexes" USING btree ("crm_id");
  CREATE INDEX "_complexes_v_version_version_crm_id_idx" ON "_complexes_v" USING btree ("version_crm_id");
  CREATE UNIQUE INDEX "houses_crm_id_idx" ON "houses" USING btree ("crm_id");
  CREATE INDEX "_houses_v_version_version_crm_id_idx" ON "_houses_v" USING btree ("version_crm_id");
  CREATE UNIQUE INDEX "estates_crm_id_idx" ON "estates" USING btree ("crm_id");
  CREATE INDEX "_estates_v_version_version_crm_id_idx" ON "_estates_v" USING btree ("version_crm_id");
  CREATE INDEX "payload_locked_documents_rels_estate_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("estate_price_changes_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The locked documents' link to the history first: dropping the table with CASCADE would drop its
  // constraint, and the generated `DROP CONSTRAINT` after it failed.
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_estate_price_changes_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_estate_price_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "estate_price_changes_id";
  DROP TABLE "estate_price_changes" CASCADE;
  DROP INDEX "complexes_crm_id_idx";
  DROP INDEX "_complexes_v_version_version_crm_id_idx";
  DROP INDEX "houses_crm_id_idx";
  DROP INDEX "_houses_v_version_version_crm_id_idx";
  DROP INDEX "estates_crm_id_idx";
  DROP INDEX "_estates_v_version_version_crm_id_idx";
  ALTER TABLE "complexes" DROP COLUMN "crm_id";
  ALTER TABLE "_complexes_v" DROP COLUMN "version_crm_id";
  ALTER TABLE "houses" DROP COLUMN "crm_id";
  ALTER TABLE "_houses_v" DROP COLUMN "version_crm_id";
  ALTER TABLE "estates" DROP COLUMN "crm_id";
  ALTER TABLE "_estates_v" DROP COLUMN "version_crm_id";
  DROP TYPE "public"."enum_estate_price_changes_previous_status";
  DROP TYPE "public"."enum_estate_price_changes_status";
  DROP TYPE "public"."enum_estate_price_changes_source";`)
}
