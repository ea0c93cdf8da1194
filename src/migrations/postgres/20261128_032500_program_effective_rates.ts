import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mortgage_programs_requirements" AS ENUM('first_home', 'otbasy_deposit', 'new_build');
  CREATE TYPE "public"."enum__mortgage_programs_v_version_requirements" AS ENUM('first_home', 'otbasy_deposit', 'new_build');
  CREATE TYPE "public"."enum_installment_plans_requirements" AS ENUM('first_home', 'otbasy_deposit', 'new_build');
  CREATE TYPE "public"."enum__installment_plans_v_version_requirements" AS ENUM('first_home', 'otbasy_deposit', 'new_build');
  CREATE TABLE "mortgage_programs_requirements" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_mortgage_programs_requirements",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_mortgage_programs_v_version_requirements" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__mortgage_programs_v_version_requirements",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "installment_plans_requirements" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_installment_plans_requirements",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_installment_plans_v_version_requirements" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__installment_plans_v_version_requirements",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "mortgage_programs" ADD COLUMN "effective_rate" numeric;
  ALTER TABLE "mortgage_programs" ADD COLUMN "effective_rate_as_of" timestamp(3) with time zone;
  ALTER TABLE "mortgage_programs_locales" ADD COLUMN "effective_rate_source" varchar;
  ALTER TABLE "_mortgage_programs_v" ADD COLUMN "version_effective_rate" numeric;
  ALTER TABLE "_mortgage_programs_v" ADD COLUMN "version_effective_rate_as_of" timestamp(3) with time zone;
  ALTER TABLE "_mortgage_programs_v_locales" ADD COLUMN "version_effective_rate_source" varchar;
  ALTER TABLE "installment_plans" ADD COLUMN "effective_rate" numeric;
  ALTER TABLE "installment_plans" ADD COLUMN "effective_rate_as_of" timestamp(3) with time zone;
  ALTER TABLE "installment_plans_locales" ADD COLUMN "effective_rate_source" varchar;
  ALTER TABLE "_installment_plans_v" ADD COLUMN "version_effective_rate" numeric;
  ALTER TABLE "_installment_plans_v" ADD COLUMN "version_effective_rate_as_of" timestamp(3) with time zone;
  ALTER TABLE "_installment_plans_v_locales" ADD COLUMN "version_effective_rate_source" varchar;
  ALTER TABLE "mortgage_programs_requirements" ADD CONSTRAINT "mortgage_programs_requirements_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v_version_requirements" ADD CONSTRAINT "_mortgage_programs_v_version_requirements_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_mortgage_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installment_plans_requirements" ADD CONSTRAINT "installment_plans_requirements_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installment_plans_v_version_requirements" ADD CONSTRAINT "_installment_plans_v_version_requirements_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_installment_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mortgage_programs_requirements_order_idx" ON "mortgage_programs_requirements" USING btree ("order");
  CREATE INDEX "mortgage_programs_requirements_parent_idx" ON "mortgage_programs_requirements" USING btree ("parent_id");
  CREATE INDEX "_mortgage_programs_v_version_requirements_order_idx" ON "_mortgage_programs_v_version_requirements" USING btree ("order");
  CREATE INDEX "_mortgage_programs_v_version_requirements_parent_idx" ON "_mortgage_programs_v_version_requirements" USING btree ("parent_id");
  CREATE INDEX "installment_plans_requirements_order_idx" ON "installment_plans_requirements" USING btree ("order");
  CREATE INDEX "installment_plans_requirements_parent_idx" ON "installment_plans_requirements" USING btree ("parent_id");
  CREATE INDEX "_installment_plans_v_version_requirements_order_idx" ON "_installment_plans_v_version_requirements" USING btree ("order");
  CREATE INDEX "_installment_plans_v_version_requirements_parent_idx" ON "_installment_plans_v_version_requirements" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "mortgage_programs_requirements" CASCADE;
  DROP TABLE "_mortgage_programs_v_version_requirements" CASCADE;
  DROP TABLE "installment_plans_requirements" CASCADE;
  DROP TABLE "_installment_plans_v_version_requirements" CASCADE;
  ALTER TABLE "mortgage_programs" DROP COLUMN "effective_rate";
  ALTER TABLE "mortgage_programs" DROP COLUMN "effective_rate_as_of";
  ALTER TABLE "mortgage_programs_locales" DROP COLUMN "effective_rate_source";
  ALTER TABLE "_mortgage_programs_v" DROP COLUMN "version_effective_rate";
  ALTER TABLE "_mortgage_programs_v" DROP COLUMN "version_effective_rate_as_of";
  ALTER TABLE "_mortgage_programs_v_locales" DROP COLUMN "version_effective_rate_source";
  ALTER TABLE "installment_plans" DROP COLUMN "effective_rate";
  ALTER TABLE "installment_plans" DROP COLUMN "effective_rate_as_of";
  ALTER TABLE "installment_plans_locales" DROP COLUMN "effective_rate_source";
  ALTER TABLE "_installment_plans_v" DROP COLUMN "version_effective_rate";
  ALTER TABLE "_installment_plans_v" DROP COLUMN "version_effective_rate_as_of";
  ALTER TABLE "_installment_plans_v_locales" DROP COLUMN "version_effective_rate_source";
  DROP TYPE "public"."enum_mortgage_programs_requirements";
  DROP TYPE "public"."enum__mortgage_programs_v_version_requirements";
  DROP TYPE "public"."enum_installment_plans_requirements";
  DROP TYPE "public"."enum__installment_plans_v_version_requirements";`)
}
