import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_socials_network" AS ENUM('instagram', 'facebook', 'youtube', 'telegram', 'whatsapp', 'tiktok', 'vk');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_purchase_guide_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__purchase_guide_v_version_documents_methods" AS ENUM('mortgage', 'installment', 'payment-100');
  CREATE TYPE "public"."enum__purchase_guide_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_about_page_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_home_page_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TABLE "_site_settings_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__site_settings_v_version_socials_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone" varchar,
  	"version_sales_email" varchar,
  	"version_info_email" varchar,
  	"version_requisites_bin" varchar,
  	"version_requisites_kbe" varchar,
  	"version_requisites_iban" varchar,
  	"version_requisites_bik" varchar,
  	"version_made_by_title" varchar,
  	"version_made_by_url" varchar,
  	"version_analytics_yandex_metrika_id" varchar,
  	"version_analytics_google_analytics_id" varchar,
  	"version__status" "enum_site_settings_publication" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_company_name" varchar,
  	"version_policy_id" integer,
  	"version_requisites_legal_name" varchar,
  	"version_requisites_bank" varchar,
  	"version_requisites_legal_address" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_methods_mortgage_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_purchase_guide_v_version_methods_mortgage_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_methods_installment_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_purchase_guide_v_version_methods_installment_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_methods_payment_100_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_purchase_guide_v_version_methods_payment_100_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_purchase_guide_v_version_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_documents_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__purchase_guide_v_version_documents_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_purchase_guide_v_version_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_purchase_guide_v_version_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_full_payment_discount_percent" numeric DEFAULT 0,
  	"version__status" "enum_purchase_guide_publication" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__purchase_guide_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_purchase_guide_v_locales" (
  	"version_intro" varchar,
  	"version_methods_mortgage_title" varchar,
  	"version_methods_mortgage_summary" varchar,
  	"version_methods_installment_title" varchar,
  	"version_methods_installment_summary" varchar,
  	"version_methods_payment_100_title" varchar,
  	"version_methods_payment_100_summary" varchar,
  	"version_full_payment_conditions" varchar,
  	"version_disclaimer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_history_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_values_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_founded_year" numeric,
  	"version__status" "enum_about_page_publication" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_intro" varchar,
  	"version_mission" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_banners_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_promotions_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_projects_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_categories_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_mortgage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_mortgage_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_news_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_reviews_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_videos_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_consultation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_consultation_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum_home_page_publication" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "site_settings_socials" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "sales_email" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "purchase_guide_methods_mortgage_highlights_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "purchase_guide_methods_installment_highlights_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "purchase_guide_methods_payment_100_highlights_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "purchase_guide_steps_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "purchase_guide_steps_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "purchase_guide_documents_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "purchase_guide_faq_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "purchase_guide_faq_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "purchase_guide" ALTER COLUMN "full_payment_discount_percent" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "intro" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_mortgage_title" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_mortgage_summary" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_installment_title" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_installment_summary" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_payment_100_title" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_payment_100_summary" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "full_payment_conditions" DROP NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "disclaimer" DROP NOT NULL;
  ALTER TABLE "about_page_history" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "about_page_history_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_values_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_publication" DEFAULT 'draft';
  UPDATE "site_settings" SET "_status" = 'published';
  ALTER TABLE "purchase_guide" ADD COLUMN "_status" "enum_purchase_guide_publication" DEFAULT 'draft';
  UPDATE "purchase_guide" SET "_status" = 'published';
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_publication" DEFAULT 'draft';
  UPDATE "about_page" SET "_status" = 'published';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_publication" DEFAULT 'draft';
  UPDATE "home_page" SET "_status" = 'published';
  ALTER TABLE "_site_settings_v_version_socials" ADD CONSTRAINT "_site_settings_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_version_policy_id_media_id_fk" FOREIGN KEY ("version_policy_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_methods_mortgage_highlights" ADD CONSTRAINT "_purchase_guide_v_version_methods_mortgage_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_methods_mortgage_highlights_locales" ADD CONSTRAINT "_purchase_guide_v_version_methods_mortgage_highlights_loc_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v_version_methods_mortgage_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_methods_installment_highlights" ADD CONSTRAINT "_purchase_guide_v_version_methods_installment_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_methods_installment_highlights_locales" ADD CONSTRAINT "_purchase_guide_v_version_methods_installment_highlights__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v_version_methods_installment_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_methods_payment_100_highlights" ADD CONSTRAINT "_purchase_guide_v_version_methods_payment_100_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_methods_payment_100_highlights_locales" ADD CONSTRAINT "_purchase_guide_v_version_methods_payment_100_highlights__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v_version_methods_payment_100_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_steps" ADD CONSTRAINT "_purchase_guide_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_steps_locales" ADD CONSTRAINT "_purchase_guide_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_documents_methods" ADD CONSTRAINT "_purchase_guide_v_version_documents_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_purchase_guide_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_documents" ADD CONSTRAINT "_purchase_guide_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_documents_locales" ADD CONSTRAINT "_purchase_guide_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_faq" ADD CONSTRAINT "_purchase_guide_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_faq_locales" ADD CONSTRAINT "_purchase_guide_v_version_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_locales" ADD CONSTRAINT "_purchase_guide_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_history" ADD CONSTRAINT "_about_page_v_version_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_history_locales" ADD CONSTRAINT "_about_page_v_version_history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values_locales" ADD CONSTRAINT "_about_page_v_version_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_banners" ADD CONSTRAINT "_home_page_v_blocks_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_banners_locales" ADD CONSTRAINT "_home_page_v_blocks_banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_promotions" ADD CONSTRAINT "_home_page_v_blocks_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_promotions_locales" ADD CONSTRAINT "_home_page_v_blocks_promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_projects" ADD CONSTRAINT "_home_page_v_blocks_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_projects_locales" ADD CONSTRAINT "_home_page_v_blocks_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_categories" ADD CONSTRAINT "_home_page_v_blocks_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_categories_locales" ADD CONSTRAINT "_home_page_v_blocks_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_mortgage" ADD CONSTRAINT "_home_page_v_blocks_mortgage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_mortgage_locales" ADD CONSTRAINT "_home_page_v_blocks_mortgage_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_mortgage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_news" ADD CONSTRAINT "_home_page_v_blocks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_news_locales" ADD CONSTRAINT "_home_page_v_blocks_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_reviews" ADD CONSTRAINT "_home_page_v_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_reviews_locales" ADD CONSTRAINT "_home_page_v_blocks_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_videos" ADD CONSTRAINT "_home_page_v_blocks_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_videos_locales" ADD CONSTRAINT "_home_page_v_blocks_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_consultation" ADD CONSTRAINT "_home_page_v_blocks_consultation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_consultation_locales" ADD CONSTRAINT "_home_page_v_blocks_consultation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_consultation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_socials_order_idx" ON "_site_settings_v_version_socials" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_socials_parent_id_idx" ON "_site_settings_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE INDEX "_site_settings_v_version_version_policy_idx" ON "_site_settings_v_locales" USING btree ("version_policy_id","_locale");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_methods_mortgage_highlights_order_idx" ON "_purchase_guide_v_version_methods_mortgage_highlights" USING btree ("_order");
  CREATE INDEX "_purchase_guide_v_version_methods_mortgage_highlights_parent_id_idx" ON "_purchase_guide_v_version_methods_mortgage_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_purchase_guide_v_version_methods_mortgage_highlights_locale" ON "_purchase_guide_v_version_methods_mortgage_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_methods_installment_highlights_order_idx" ON "_purchase_guide_v_version_methods_installment_highlights" USING btree ("_order");
  CREATE INDEX "_purchase_guide_v_version_methods_installment_highlights_parent_id_idx" ON "_purchase_guide_v_version_methods_installment_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_purchase_guide_v_version_methods_installment_highlights_loc" ON "_purchase_guide_v_version_methods_installment_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_methods_payment_100_highlights_order_idx" ON "_purchase_guide_v_version_methods_payment_100_highlights" USING btree ("_order");
  CREATE INDEX "_purchase_guide_v_version_methods_payment_100_highlights_parent_id_idx" ON "_purchase_guide_v_version_methods_payment_100_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_purchase_guide_v_version_methods_payment_100_highlights_loc" ON "_purchase_guide_v_version_methods_payment_100_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_steps_order_idx" ON "_purchase_guide_v_version_steps" USING btree ("_order");
  CREATE INDEX "_purchase_guide_v_version_steps_parent_id_idx" ON "_purchase_guide_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_purchase_guide_v_version_steps_locales_locale_parent_id_uni" ON "_purchase_guide_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_documents_methods_order_idx" ON "_purchase_guide_v_version_documents_methods" USING btree ("order");
  CREATE INDEX "_purchase_guide_v_version_documents_methods_parent_idx" ON "_purchase_guide_v_version_documents_methods" USING btree ("parent_id");
  CREATE INDEX "_purchase_guide_v_version_documents_order_idx" ON "_purchase_guide_v_version_documents" USING btree ("_order");
  CREATE INDEX "_purchase_guide_v_version_documents_parent_id_idx" ON "_purchase_guide_v_version_documents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_purchase_guide_v_version_documents_locales_locale_parent_id" ON "_purchase_guide_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_faq_order_idx" ON "_purchase_guide_v_version_faq" USING btree ("_order");
  CREATE INDEX "_purchase_guide_v_version_faq_parent_id_idx" ON "_purchase_guide_v_version_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_purchase_guide_v_version_faq_locales_locale_parent_id_uniqu" ON "_purchase_guide_v_version_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_guide_v_version_version__status_idx" ON "_purchase_guide_v" USING btree ("version__status");
  CREATE INDEX "_purchase_guide_v_created_at_idx" ON "_purchase_guide_v" USING btree ("created_at");
  CREATE INDEX "_purchase_guide_v_updated_at_idx" ON "_purchase_guide_v" USING btree ("updated_at");
  CREATE INDEX "_purchase_guide_v_snapshot_idx" ON "_purchase_guide_v" USING btree ("snapshot");
  CREATE INDEX "_purchase_guide_v_published_locale_idx" ON "_purchase_guide_v" USING btree ("published_locale");
  CREATE INDEX "_purchase_guide_v_latest_idx" ON "_purchase_guide_v" USING btree ("latest");
  CREATE INDEX "_purchase_guide_v_autosave_idx" ON "_purchase_guide_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_purchase_guide_v_locales_locale_parent_id_unique" ON "_purchase_guide_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_history_order_idx" ON "_about_page_v_version_history" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_history_parent_id_idx" ON "_about_page_v_version_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_history_locales_locale_parent_id_uniqu" ON "_about_page_v_version_history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_values_order_idx" ON "_about_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_parent_id_idx" ON "_about_page_v_version_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_values_locales_locale_parent_id_unique" ON "_about_page_v_version_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_banners_order_idx" ON "_home_page_v_blocks_banners" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_banners_parent_id_idx" ON "_home_page_v_blocks_banners" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_banners_path_idx" ON "_home_page_v_blocks_banners" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_banners_locales_locale_parent_id_unique" ON "_home_page_v_blocks_banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_promotions_order_idx" ON "_home_page_v_blocks_promotions" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_promotions_parent_id_idx" ON "_home_page_v_blocks_promotions" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_promotions_path_idx" ON "_home_page_v_blocks_promotions" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_promotions_locales_locale_parent_id_uniq" ON "_home_page_v_blocks_promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_projects_order_idx" ON "_home_page_v_blocks_projects" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_projects_parent_id_idx" ON "_home_page_v_blocks_projects" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_projects_path_idx" ON "_home_page_v_blocks_projects" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_projects_locales_locale_parent_id_unique" ON "_home_page_v_blocks_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_categories_order_idx" ON "_home_page_v_blocks_categories" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_categories_parent_id_idx" ON "_home_page_v_blocks_categories" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_categories_path_idx" ON "_home_page_v_blocks_categories" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_categories_locales_locale_parent_id_uniq" ON "_home_page_v_blocks_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_mortgage_order_idx" ON "_home_page_v_blocks_mortgage" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_mortgage_parent_id_idx" ON "_home_page_v_blocks_mortgage" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_mortgage_path_idx" ON "_home_page_v_blocks_mortgage" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_mortgage_locales_locale_parent_id_unique" ON "_home_page_v_blocks_mortgage_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_news_order_idx" ON "_home_page_v_blocks_news" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_news_parent_id_idx" ON "_home_page_v_blocks_news" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_news_path_idx" ON "_home_page_v_blocks_news" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_news_locales_locale_parent_id_unique" ON "_home_page_v_blocks_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_reviews_order_idx" ON "_home_page_v_blocks_reviews" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_reviews_parent_id_idx" ON "_home_page_v_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_reviews_path_idx" ON "_home_page_v_blocks_reviews" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_reviews_locales_locale_parent_id_unique" ON "_home_page_v_blocks_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_videos_order_idx" ON "_home_page_v_blocks_videos" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_videos_parent_id_idx" ON "_home_page_v_blocks_videos" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_videos_path_idx" ON "_home_page_v_blocks_videos" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_videos_locales_locale_parent_id_unique" ON "_home_page_v_blocks_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_consultation_order_idx" ON "_home_page_v_blocks_consultation" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_consultation_parent_id_idx" ON "_home_page_v_blocks_consultation" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_consultation_path_idx" ON "_home_page_v_blocks_consultation" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_page_v_blocks_consultation_locales_locale_parent_id_un" ON "_home_page_v_blocks_consultation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "purchase_guide__status_idx" ON "purchase_guide" USING btree ("_status");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v_version_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_methods_mortgage_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_methods_mortgage_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_methods_installment_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_methods_installment_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_methods_payment_100_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_methods_payment_100_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_documents_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_version_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_purchase_guide_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_history_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_promotions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_mortgage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_mortgage_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_consultation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_consultation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v_version_socials" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "_purchase_guide_v_version_methods_mortgage_highlights" CASCADE;
  DROP TABLE "_purchase_guide_v_version_methods_mortgage_highlights_locales" CASCADE;
  DROP TABLE "_purchase_guide_v_version_methods_installment_highlights" CASCADE;
  DROP TABLE "_purchase_guide_v_version_methods_installment_highlights_locales" CASCADE;
  DROP TABLE "_purchase_guide_v_version_methods_payment_100_highlights" CASCADE;
  DROP TABLE "_purchase_guide_v_version_methods_payment_100_highlights_locales" CASCADE;
  DROP TABLE "_purchase_guide_v_version_steps" CASCADE;
  DROP TABLE "_purchase_guide_v_version_steps_locales" CASCADE;
  DROP TABLE "_purchase_guide_v_version_documents_methods" CASCADE;
  DROP TABLE "_purchase_guide_v_version_documents" CASCADE;
  DROP TABLE "_purchase_guide_v_version_documents_locales" CASCADE;
  DROP TABLE "_purchase_guide_v_version_faq" CASCADE;
  DROP TABLE "_purchase_guide_v_version_faq_locales" CASCADE;
  DROP TABLE "_purchase_guide_v" CASCADE;
  DROP TABLE "_purchase_guide_v_locales" CASCADE;
  DROP TABLE "_about_page_v_version_history" CASCADE;
  DROP TABLE "_about_page_v_version_history_locales" CASCADE;
  DROP TABLE "_about_page_v_version_values" CASCADE;
  DROP TABLE "_about_page_v_version_values_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_banners" CASCADE;
  DROP TABLE "_home_page_v_blocks_banners_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_promotions" CASCADE;
  DROP TABLE "_home_page_v_blocks_promotions_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_projects" CASCADE;
  DROP TABLE "_home_page_v_blocks_projects_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_categories" CASCADE;
  DROP TABLE "_home_page_v_blocks_categories_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_mortgage" CASCADE;
  DROP TABLE "_home_page_v_blocks_mortgage_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_news" CASCADE;
  DROP TABLE "_home_page_v_blocks_news_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_reviews" CASCADE;
  DROP TABLE "_home_page_v_blocks_reviews_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_videos" CASCADE;
  DROP TABLE "_home_page_v_blocks_videos_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_consultation" CASCADE;
  DROP TABLE "_home_page_v_blocks_consultation_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "purchase_guide__status_idx";
  DROP INDEX "about_page__status_idx";
  DROP INDEX "home_page__status_idx";
  ALTER TABLE "site_settings_socials" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "sales_email" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "purchase_guide_methods_mortgage_highlights_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purchase_guide_methods_installment_highlights_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purchase_guide_methods_payment_100_highlights_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purchase_guide_steps_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "purchase_guide_steps_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "purchase_guide_documents_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "purchase_guide_faq_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "purchase_guide_faq_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "purchase_guide" ALTER COLUMN "full_payment_discount_percent" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "intro" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_mortgage_title" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_mortgage_summary" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_installment_title" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_installment_summary" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_payment_100_title" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "methods_payment_100_summary" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "full_payment_conditions" SET NOT NULL;
  ALTER TABLE "purchase_guide_locales" ALTER COLUMN "disclaimer" SET NOT NULL;
  ALTER TABLE "about_page_history" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "about_page_history_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_values_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "purchase_guide" DROP COLUMN "_status";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_site_settings_publication";
  DROP TYPE "public"."enum__site_settings_v_version_socials_network";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum_purchase_guide_publication";
  DROP TYPE "public"."enum__purchase_guide_v_version_documents_methods";
  DROP TYPE "public"."enum__purchase_guide_v_published_locale";
  DROP TYPE "public"."enum_about_page_publication";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_home_page_publication";
  DROP TYPE "public"."enum__home_page_v_published_locale";`)
}
