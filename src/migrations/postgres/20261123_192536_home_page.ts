import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_page_blocks_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_banners_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_promotions_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_projects_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_categories_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_mortgage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_mortgage_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_news_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_reviews_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_videos_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_consultation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_consultation_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "home_page_blocks_banners" ADD CONSTRAINT "home_page_blocks_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_banners_locales" ADD CONSTRAINT "home_page_blocks_banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_promotions" ADD CONSTRAINT "home_page_blocks_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_promotions_locales" ADD CONSTRAINT "home_page_blocks_promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_projects" ADD CONSTRAINT "home_page_blocks_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_projects_locales" ADD CONSTRAINT "home_page_blocks_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_categories" ADD CONSTRAINT "home_page_blocks_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_categories_locales" ADD CONSTRAINT "home_page_blocks_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_mortgage" ADD CONSTRAINT "home_page_blocks_mortgage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_mortgage_locales" ADD CONSTRAINT "home_page_blocks_mortgage_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_mortgage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_news" ADD CONSTRAINT "home_page_blocks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_news_locales" ADD CONSTRAINT "home_page_blocks_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_reviews" ADD CONSTRAINT "home_page_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_reviews_locales" ADD CONSTRAINT "home_page_blocks_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_videos" ADD CONSTRAINT "home_page_blocks_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_videos_locales" ADD CONSTRAINT "home_page_blocks_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_consultation" ADD CONSTRAINT "home_page_blocks_consultation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_consultation_locales" ADD CONSTRAINT "home_page_blocks_consultation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_consultation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_blocks_banners_order_idx" ON "home_page_blocks_banners" USING btree ("_order");
  CREATE INDEX "home_page_blocks_banners_parent_id_idx" ON "home_page_blocks_banners" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_banners_path_idx" ON "home_page_blocks_banners" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_banners_locales_locale_parent_id_unique" ON "home_page_blocks_banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_promotions_order_idx" ON "home_page_blocks_promotions" USING btree ("_order");
  CREATE INDEX "home_page_blocks_promotions_parent_id_idx" ON "home_page_blocks_promotions" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_promotions_path_idx" ON "home_page_blocks_promotions" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_promotions_locales_locale_parent_id_unique" ON "home_page_blocks_promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_projects_order_idx" ON "home_page_blocks_projects" USING btree ("_order");
  CREATE INDEX "home_page_blocks_projects_parent_id_idx" ON "home_page_blocks_projects" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_projects_path_idx" ON "home_page_blocks_projects" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_projects_locales_locale_parent_id_unique" ON "home_page_blocks_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_categories_order_idx" ON "home_page_blocks_categories" USING btree ("_order");
  CREATE INDEX "home_page_blocks_categories_parent_id_idx" ON "home_page_blocks_categories" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_categories_path_idx" ON "home_page_blocks_categories" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_categories_locales_locale_parent_id_unique" ON "home_page_blocks_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_mortgage_order_idx" ON "home_page_blocks_mortgage" USING btree ("_order");
  CREATE INDEX "home_page_blocks_mortgage_parent_id_idx" ON "home_page_blocks_mortgage" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_mortgage_path_idx" ON "home_page_blocks_mortgage" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_mortgage_locales_locale_parent_id_unique" ON "home_page_blocks_mortgage_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_news_order_idx" ON "home_page_blocks_news" USING btree ("_order");
  CREATE INDEX "home_page_blocks_news_parent_id_idx" ON "home_page_blocks_news" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_news_path_idx" ON "home_page_blocks_news" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_news_locales_locale_parent_id_unique" ON "home_page_blocks_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_reviews_order_idx" ON "home_page_blocks_reviews" USING btree ("_order");
  CREATE INDEX "home_page_blocks_reviews_parent_id_idx" ON "home_page_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_reviews_path_idx" ON "home_page_blocks_reviews" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_reviews_locales_locale_parent_id_unique" ON "home_page_blocks_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_videos_order_idx" ON "home_page_blocks_videos" USING btree ("_order");
  CREATE INDEX "home_page_blocks_videos_parent_id_idx" ON "home_page_blocks_videos" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_videos_path_idx" ON "home_page_blocks_videos" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_videos_locales_locale_parent_id_unique" ON "home_page_blocks_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_consultation_order_idx" ON "home_page_blocks_consultation" USING btree ("_order");
  CREATE INDEX "home_page_blocks_consultation_parent_id_idx" ON "home_page_blocks_consultation" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_consultation_path_idx" ON "home_page_blocks_consultation" USING btree ("_path");
  CREATE UNIQUE INDEX "home_page_blocks_consultation_locales_locale_parent_id_uniqu" ON "home_page_blocks_consultation_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_page_blocks_banners" CASCADE;
  DROP TABLE "home_page_blocks_banners_locales" CASCADE;
  DROP TABLE "home_page_blocks_promotions" CASCADE;
  DROP TABLE "home_page_blocks_promotions_locales" CASCADE;
  DROP TABLE "home_page_blocks_projects" CASCADE;
  DROP TABLE "home_page_blocks_projects_locales" CASCADE;
  DROP TABLE "home_page_blocks_categories" CASCADE;
  DROP TABLE "home_page_blocks_categories_locales" CASCADE;
  DROP TABLE "home_page_blocks_mortgage" CASCADE;
  DROP TABLE "home_page_blocks_mortgage_locales" CASCADE;
  DROP TABLE "home_page_blocks_news" CASCADE;
  DROP TABLE "home_page_blocks_news_locales" CASCADE;
  DROP TABLE "home_page_blocks_reviews" CASCADE;
  DROP TABLE "home_page_blocks_reviews_locales" CASCADE;
  DROP TABLE "home_page_blocks_videos" CASCADE;
  DROP TABLE "home_page_blocks_videos_locales" CASCADE;
  DROP TABLE "home_page_blocks_consultation" CASCADE;
  DROP TABLE "home_page_blocks_consultation_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;`)
}
