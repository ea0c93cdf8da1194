import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_complexes_documents_kind" AS ENUM('permit', 'guarantee', 'escrow', 'declaration', 'land', 'other');
  ALTER TABLE "complexes_documents" ADD COLUMN "kind" "enum_complexes_documents_kind" DEFAULT 'other';
  ALTER TABLE "complexes_documents" ADD COLUMN "house_id" integer;
  ALTER TABLE "complexes_documents" ADD COLUMN "number" varchar;
  ALTER TABLE "complexes_documents" ADD COLUMN "issued_at" timestamp(3) with time zone;
  ALTER TABLE "complexes_documents_locales" ADD COLUMN "issuer" varchar;
  ALTER TABLE "_complexes_v_version_documents" ADD COLUMN "kind" "enum_complexes_documents_kind" DEFAULT 'other';
  ALTER TABLE "_complexes_v_version_documents" ADD COLUMN "house_id" integer;
  ALTER TABLE "_complexes_v_version_documents" ADD COLUMN "number" varchar;
  ALTER TABLE "_complexes_v_version_documents" ADD COLUMN "issued_at" timestamp(3) with time zone;
  ALTER TABLE "_complexes_v_version_documents_locales" ADD COLUMN "issuer" varchar;
  ALTER TABLE "complexes_documents" ADD CONSTRAINT "complexes_documents_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_documents" ADD CONSTRAINT "_complexes_v_version_documents_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "complexes_documents_house_idx" ON "complexes_documents" USING btree ("house_id");
  CREATE INDEX "_complexes_v_version_documents_house_idx" ON "_complexes_v_version_documents" USING btree ("house_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "complexes_documents" DROP CONSTRAINT "complexes_documents_house_id_houses_id_fk";
  
  ALTER TABLE "_complexes_v_version_documents" DROP CONSTRAINT "_complexes_v_version_documents_house_id_houses_id_fk";
  
  DROP INDEX "complexes_documents_house_idx";
  DROP INDEX "_complexes_v_version_documents_house_idx";
  ALTER TABLE "complexes_documents" DROP COLUMN "kind";
  ALTER TABLE "complexes_documents" DROP COLUMN "house_id";
  ALTER TABLE "complexes_documents" DROP COLUMN "number";
  ALTER TABLE "complexes_documents" DROP COLUMN "issued_at";
  ALTER TABLE "complexes_documents_locales" DROP COLUMN "issuer";
  ALTER TABLE "_complexes_v_version_documents" DROP COLUMN "kind";
  ALTER TABLE "_complexes_v_version_documents" DROP COLUMN "house_id";
  ALTER TABLE "_complexes_v_version_documents" DROP COLUMN "number";
  ALTER TABLE "_complexes_v_version_documents" DROP COLUMN "issued_at";
  ALTER TABLE "_complexes_v_version_documents_locales" DROP COLUMN "issuer";
  DROP TYPE "public"."enum_complexes_documents_kind";`)
}
