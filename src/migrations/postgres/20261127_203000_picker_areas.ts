import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "complexes_master_plan_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"house_id" integer,
  	"points" varchar
  );
  
  CREATE TABLE "_complexes_v_version_master_plan_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"house_id" integer,
  	"points" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "houses_facade_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"floor" numeric,
  	"section" numeric,
  	"points" varchar
  );
  
  CREATE TABLE "houses_floor_plans_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"position" numeric,
  	"points" varchar
  );
  
  CREATE TABLE "houses_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"floor_from" numeric,
  	"floor_to" numeric,
  	"section" numeric
  );
  
  CREATE TABLE "_houses_v_version_facade_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"floor" numeric,
  	"section" numeric,
  	"points" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_houses_v_version_floor_plans_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" numeric,
  	"points" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_houses_v_version_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"floor_from" numeric,
  	"floor_to" numeric,
  	"section" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "complexes" ADD COLUMN "master_plan_image_id" integer;
  ALTER TABLE "_complexes_v" ADD COLUMN "version_master_plan_image_id" integer;
  ALTER TABLE "houses" ADD COLUMN "facade_image_id" integer;
  ALTER TABLE "_houses_v" ADD COLUMN "version_facade_image_id" integer;
  ALTER TABLE "estates" ADD COLUMN "floor_position" numeric;
  ALTER TABLE "_estates_v" ADD COLUMN "version_floor_position" numeric;
  ALTER TABLE "complexes_master_plan_areas" ADD CONSTRAINT "complexes_master_plan_areas_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "complexes_master_plan_areas" ADD CONSTRAINT "complexes_master_plan_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_master_plan_areas" ADD CONSTRAINT "_complexes_v_version_master_plan_areas_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_master_plan_areas" ADD CONSTRAINT "_complexes_v_version_master_plan_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "houses_facade_areas" ADD CONSTRAINT "houses_facade_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "houses_floor_plans_areas" ADD CONSTRAINT "houses_floor_plans_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."houses_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "houses_floor_plans" ADD CONSTRAINT "houses_floor_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "houses_floor_plans" ADD CONSTRAINT "houses_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_houses_v_version_facade_areas" ADD CONSTRAINT "_houses_v_version_facade_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_houses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_houses_v_version_floor_plans_areas" ADD CONSTRAINT "_houses_v_version_floor_plans_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_houses_v_version_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_houses_v_version_floor_plans" ADD CONSTRAINT "_houses_v_version_floor_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_houses_v_version_floor_plans" ADD CONSTRAINT "_houses_v_version_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_houses_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "complexes_master_plan_areas_order_idx" ON "complexes_master_plan_areas" USING btree ("_order");
  CREATE INDEX "complexes_master_plan_areas_parent_id_idx" ON "complexes_master_plan_areas" USING btree ("_parent_id");
  CREATE INDEX "complexes_master_plan_areas_house_idx" ON "complexes_master_plan_areas" USING btree ("house_id");
  CREATE INDEX "_complexes_v_version_master_plan_areas_order_idx" ON "_complexes_v_version_master_plan_areas" USING btree ("_order");
  CREATE INDEX "_complexes_v_version_master_plan_areas_parent_id_idx" ON "_complexes_v_version_master_plan_areas" USING btree ("_parent_id");
  CREATE INDEX "_complexes_v_version_master_plan_areas_house_idx" ON "_complexes_v_version_master_plan_areas" USING btree ("house_id");
  CREATE INDEX "houses_facade_areas_order_idx" ON "houses_facade_areas" USING btree ("_order");
  CREATE INDEX "houses_facade_areas_parent_id_idx" ON "houses_facade_areas" USING btree ("_parent_id");
  CREATE INDEX "houses_floor_plans_areas_order_idx" ON "houses_floor_plans_areas" USING btree ("_order");
  CREATE INDEX "houses_floor_plans_areas_parent_id_idx" ON "houses_floor_plans_areas" USING btree ("_parent_id");
  CREATE INDEX "houses_floor_plans_order_idx" ON "houses_floor_plans" USING btree ("_order");
  CREATE INDEX "houses_floor_plans_parent_id_idx" ON "houses_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "houses_floor_plans_image_idx" ON "houses_floor_plans" USING btree ("image_id");
  CREATE INDEX "_houses_v_version_facade_areas_order_idx" ON "_houses_v_version_facade_areas" USING btree ("_order");
  CREATE INDEX "_houses_v_version_facade_areas_parent_id_idx" ON "_houses_v_version_facade_areas" USING btree ("_parent_id");
  CREATE INDEX "_houses_v_version_floor_plans_areas_order_idx" ON "_houses_v_version_floor_plans_areas" USING btree ("_order");
  CREATE INDEX "_houses_v_version_floor_plans_areas_parent_id_idx" ON "_houses_v_version_floor_plans_areas" USING btree ("_parent_id");
  CREATE INDEX "_houses_v_version_floor_plans_order_idx" ON "_houses_v_version_floor_plans" USING btree ("_order");
  CREATE INDEX "_houses_v_version_floor_plans_parent_id_idx" ON "_houses_v_version_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "_houses_v_version_floor_plans_image_idx" ON "_houses_v_version_floor_plans" USING btree ("image_id");
  ALTER TABLE "complexes" ADD CONSTRAINT "complexes_master_plan_image_id_media_id_fk" FOREIGN KEY ("master_plan_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v" ADD CONSTRAINT "_complexes_v_version_master_plan_image_id_media_id_fk" FOREIGN KEY ("version_master_plan_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "houses" ADD CONSTRAINT "houses_facade_image_id_media_id_fk" FOREIGN KEY ("facade_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_houses_v" ADD CONSTRAINT "_houses_v_version_facade_image_id_media_id_fk" FOREIGN KEY ("version_facade_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "complexes_master_plan_master_plan_image_idx" ON "complexes" USING btree ("master_plan_image_id");
  CREATE INDEX "_complexes_v_version_master_plan_version_master_plan_ima_idx" ON "_complexes_v" USING btree ("version_master_plan_image_id");
  CREATE INDEX "houses_facade_facade_image_idx" ON "houses" USING btree ("facade_image_id");
  CREATE INDEX "_houses_v_version_facade_version_facade_image_idx" ON "_houses_v" USING btree ("version_facade_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "complexes_master_plan_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_version_master_plan_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "houses_facade_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "houses_floor_plans_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "houses_floor_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_houses_v_version_facade_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_houses_v_version_floor_plans_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_houses_v_version_floor_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "complexes_master_plan_areas" CASCADE;
  DROP TABLE "_complexes_v_version_master_plan_areas" CASCADE;
  DROP TABLE "houses_facade_areas" CASCADE;
  DROP TABLE "houses_floor_plans_areas" CASCADE;
  DROP TABLE "houses_floor_plans" CASCADE;
  DROP TABLE "_houses_v_version_facade_areas" CASCADE;
  DROP TABLE "_houses_v_version_floor_plans_areas" CASCADE;
  DROP TABLE "_houses_v_version_floor_plans" CASCADE;
  ALTER TABLE "complexes" DROP CONSTRAINT "complexes_master_plan_image_id_media_id_fk";
  
  ALTER TABLE "_complexes_v" DROP CONSTRAINT "_complexes_v_version_master_plan_image_id_media_id_fk";
  
  ALTER TABLE "houses" DROP CONSTRAINT "houses_facade_image_id_media_id_fk";
  
  ALTER TABLE "_houses_v" DROP CONSTRAINT "_houses_v_version_facade_image_id_media_id_fk";
  
  DROP INDEX "complexes_master_plan_master_plan_image_idx";
  DROP INDEX "_complexes_v_version_master_plan_version_master_plan_ima_idx";
  DROP INDEX "houses_facade_facade_image_idx";
  DROP INDEX "_houses_v_version_facade_version_facade_image_idx";
  ALTER TABLE "complexes" DROP COLUMN "master_plan_image_id";
  ALTER TABLE "_complexes_v" DROP COLUMN "version_master_plan_image_id";
  ALTER TABLE "houses" DROP COLUMN "facade_image_id";
  ALTER TABLE "_houses_v" DROP COLUMN "version_facade_image_id";
  ALTER TABLE "estates" DROP COLUMN "floor_position";
  ALTER TABLE "_estates_v" DROP COLUMN "version_floor_position";`)
}
