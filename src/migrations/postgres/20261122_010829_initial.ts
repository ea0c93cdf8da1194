import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_complexes_class" AS ENUM('comfort', 'comfort-plus', 'business', 'premium');
  CREATE TYPE "public"."enum_complexes_status" AS ENUM('planning', 'construction', 'completed');
  CREATE TYPE "public"."enum_houses_status" AS ENUM('planning', 'construction', 'completed');
  CREATE TYPE "public"."enum_estates_category" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum_estates_status" AS ENUM('free', 'reserved', 'sold');
  CREATE TYPE "public"."enum_estate_categories_code" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum_property_descriptions_type" AS ENUM('advantages', 'layout', 'finishing', 'purchase');
  CREATE TYPE "public"."enum_property_descriptions_estate_category" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum_mortgage_programs_estate_categories" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum_installment_plans_estate_categories" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('301', '302', '307', '308');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('callback', 'meeting', 'question', 'reserve', 'vacancy', 'student_vacancy', 'subscription');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'spam');
  CREATE TYPE "public"."enum_leads_delivery_email" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_leads_delivery_crm" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead');
  CREATE TYPE "public"."enum_site_settings_socials_network" AS ENUM('instagram', 'facebook', 'youtube', 'telegram', 'whatsapp', 'tiktok', 'vk');
  CREATE TABLE "complexes_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "complexes_features_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "complexes_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "complexes_infrastructure_locales" (
  	"title" varchar NOT NULL,
  	"distance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "complexes_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "complexes_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "complexes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"city_id" integer NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"class" "enum_complexes_class",
  	"status" "enum_complexes_status" DEFAULT 'construction' NOT NULL,
  	"completion_date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "complexes_locales" (
  	"name" varchar NOT NULL,
  	"district" varchar,
  	"address" varchar,
  	"short_description" varchar,
  	"description" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "complexes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "houses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"complex_id" integer NOT NULL,
  	"completion_year" numeric NOT NULL,
  	"completion_quarter" numeric NOT NULL,
  	"floors" numeric NOT NULL,
  	"sections" numeric DEFAULT 1 NOT NULL,
  	"status" "enum_houses_status" DEFAULT 'construction' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "houses_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "houses_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "estates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"geo_flatnum" varchar NOT NULL,
  	"category" "enum_estates_category" NOT NULL,
  	"house_id" integer NOT NULL,
  	"complex_id" integer,
  	"status" "enum_estates_status" DEFAULT 'free' NOT NULL,
  	"rooms" numeric,
  	"area" numeric NOT NULL,
  	"floor" numeric,
  	"section" numeric,
  	"price" numeric NOT NULL,
  	"price_per_m2" numeric,
  	"restoration_id" integer,
  	"layout_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estate_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" "enum_estate_categories_code" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "estate_categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "restorations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "restorations_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "construction_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"complex_id" integer NOT NULL,
  	"house_id" integer,
  	"month" timestamp(3) with time zone NOT NULL,
  	"percent" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "construction_progress_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "construction_progress_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "property_descriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"type" "enum_property_descriptions_type" NOT NULL,
  	"estate_category" "enum_property_descriptions_estate_category",
  	"complex_id" integer,
  	"house_id" integer,
  	"estate_rooms" numeric,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_descriptions_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mortgage_programs_estate_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_mortgage_programs_estate_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "mortgage_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"logo_id" integer,
  	"rate" numeric NOT NULL,
  	"initial_payment" numeric NOT NULL,
  	"term_months" numeric NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mortgage_programs_locales" (
  	"title" varchar NOT NULL,
  	"bank" varchar NOT NULL,
  	"conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mortgage_programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"complexes_id" integer,
  	"houses_id" integer
  );
  
  CREATE TABLE "installment_plans_estate_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_installment_plans_estate_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "installment_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"rate" numeric DEFAULT 0 NOT NULL,
  	"initial_payment" numeric NOT NULL,
  	"term_months" numeric NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "installment_plans_locales" (
  	"title" varchar NOT NULL,
  	"conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "installment_plans_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"complexes_id" integer,
  	"houses_id" integer
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"complex_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"image_id" integer,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"is_basic" boolean DEFAULT false,
  	"complex_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions_locales" (
  	"title" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "awards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"year" numeric NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "awards_locales" (
  	"title" varchar NOT NULL,
  	"issuer" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "employees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"photo_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "employees_locales" (
  	"name" varchar NOT NULL,
  	"position" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"rating" numeric DEFAULT 5,
  	"date" timestamp(3) with time zone NOT NULL,
  	"complex_id" integer,
  	"video_url" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews_locales" (
  	"author" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"image_id" integer NOT NULL,
  	"complex_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "photos_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"video_url" varchar NOT NULL,
  	"preview_id" integer,
  	"complex_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"link" varchar,
  	"image_id" integer NOT NULL,
  	"image_mobile_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "feedback_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback_images_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacancy_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vacancy_categories_locales" (
  	"title" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacancies_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacancies_responsibilities_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "vacancies_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacancies_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "vacancies_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacancies_conditions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "vacancies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"category_id" integer NOT NULL,
  	"city_id" integer,
  	"is_burning" boolean DEFAULT false,
  	"is_student" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vacancies_locales" (
  	"title" varchar NOT NULL,
  	"salary" varchar,
  	"employment" varchar,
  	"description" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contacts_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"city_id" integer,
  	"email" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"is_sales_office" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts_locales" (
  	"title" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"working_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "localizations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "localizations_locales" (
  	"content" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status" "enum_redirects_status" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"message" varchar,
  	"complex_id" integer,
  	"estate_id" integer,
  	"vacancy_id" integer,
  	"cv_id" integer,
  	"details" jsonb,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"page" varchar,
  	"locale" "enum_leads_locale",
  	"user_agent" varchar,
  	"delivery_state" "enum_leads_delivery_state" DEFAULT 'pending',
  	"delivery_email" "enum_leads_delivery_email",
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_crm" "enum_leads_delivery_crm",
  	"delivery_crm_sent_at" timestamp(3) with time zone,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_last_error" varchar,
  	"spam" boolean DEFAULT false,
  	"uid" varchar NOT NULL,
  	"dedupe_slot" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
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
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"complexes_id" integer,
  	"houses_id" integer,
  	"estates_id" integer,
  	"estate_categories_id" integer,
  	"restorations_id" integer,
  	"cities_id" integer,
  	"construction_progress_id" integer,
  	"property_descriptions_id" integer,
  	"mortgage_programs_id" integer,
  	"installment_plans_id" integer,
  	"articles_id" integer,
  	"promotions_id" integer,
  	"awards_id" integer,
  	"employees_id" integer,
  	"reviews_id" integer,
  	"photos_id" integer,
  	"videos_id" integer,
  	"banners_id" integer,
  	"feedback_images_id" integer,
  	"vacancy_categories_id" integer,
  	"vacancies_id" integer,
  	"contacts_id" integer,
  	"localizations_id" integer,
  	"redirects_id" integer,
  	"leads_id" integer,
  	"lead_files_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_socials_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"sales_email" varchar NOT NULL,
  	"info_email" varchar,
  	"made_by_title" varchar,
  	"made_by_url" varchar,
  	"analytics_yandex_metrika_id" varchar,
  	"analytics_google_analytics_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_name" varchar NOT NULL,
  	"policy_id" integer,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "complexes_features" ADD CONSTRAINT "complexes_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_features_locales" ADD CONSTRAINT "complexes_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_infrastructure" ADD CONSTRAINT "complexes_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_infrastructure_locales" ADD CONSTRAINT "complexes_infrastructure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes_infrastructure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_documents" ADD CONSTRAINT "complexes_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "complexes_documents" ADD CONSTRAINT "complexes_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_documents_locales" ADD CONSTRAINT "complexes_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes" ADD CONSTRAINT "complexes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "complexes" ADD CONSTRAINT "complexes_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "complexes_locales" ADD CONSTRAINT "complexes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_rels" ADD CONSTRAINT "complexes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "complexes_rels" ADD CONSTRAINT "complexes_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "houses" ADD CONSTRAINT "houses_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "houses_locales" ADD CONSTRAINT "houses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "houses_rels" ADD CONSTRAINT "houses_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "houses_rels" ADD CONSTRAINT "houses_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estates" ADD CONSTRAINT "estates_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estates" ADD CONSTRAINT "estates_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estates" ADD CONSTRAINT "estates_restoration_id_restorations_id_fk" FOREIGN KEY ("restoration_id") REFERENCES "public"."restorations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estates" ADD CONSTRAINT "estates_layout_id_media_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "estate_categories_locales" ADD CONSTRAINT "estate_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."estate_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restorations_locales" ADD CONSTRAINT "restorations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restorations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities_locales" ADD CONSTRAINT "cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "construction_progress" ADD CONSTRAINT "construction_progress_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "construction_progress" ADD CONSTRAINT "construction_progress_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "construction_progress_locales" ADD CONSTRAINT "construction_progress_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."construction_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "construction_progress_rels" ADD CONSTRAINT "construction_progress_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."construction_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "construction_progress_rels" ADD CONSTRAINT "construction_progress_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_descriptions" ADD CONSTRAINT "property_descriptions_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_descriptions" ADD CONSTRAINT "property_descriptions_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_descriptions_locales" ADD CONSTRAINT "property_descriptions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_descriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs_estate_categories" ADD CONSTRAINT "mortgage_programs_estate_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs" ADD CONSTRAINT "mortgage_programs_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mortgage_programs_locales" ADD CONSTRAINT "mortgage_programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs_rels" ADD CONSTRAINT "mortgage_programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs_rels" ADD CONSTRAINT "mortgage_programs_rels_complexes_fk" FOREIGN KEY ("complexes_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs_rels" ADD CONSTRAINT "mortgage_programs_rels_houses_fk" FOREIGN KEY ("houses_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installment_plans_estate_categories" ADD CONSTRAINT "installment_plans_estate_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installment_plans_locales" ADD CONSTRAINT "installment_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installment_plans_rels" ADD CONSTRAINT "installment_plans_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installment_plans_rels" ADD CONSTRAINT "installment_plans_rels_complexes_fk" FOREIGN KEY ("complexes_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installment_plans_rels" ADD CONSTRAINT "installment_plans_rels_houses_fk" FOREIGN KEY ("houses_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_locales" ADD CONSTRAINT "promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "awards" ADD CONSTRAINT "awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "awards_locales" ADD CONSTRAINT "awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees" ADD CONSTRAINT "employees_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "employees_locales" ADD CONSTRAINT "employees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_locales" ADD CONSTRAINT "reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photos" ADD CONSTRAINT "photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photos" ADD CONSTRAINT "photos_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photos_locales" ADD CONSTRAINT "photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_images_locales" ADD CONSTRAINT "feedback_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feedback_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancy_categories_locales" ADD CONSTRAINT "vacancy_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancy_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_responsibilities" ADD CONSTRAINT "vacancies_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_responsibilities_locales" ADD CONSTRAINT "vacancies_responsibilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies_responsibilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_requirements" ADD CONSTRAINT "vacancies_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_requirements_locales" ADD CONSTRAINT "vacancies_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_conditions" ADD CONSTRAINT "vacancies_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_conditions_locales" ADD CONSTRAINT "vacancies_conditions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_category_id_vacancy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vacancy_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies_locales" ADD CONSTRAINT "vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_phones" ADD CONSTRAINT "contacts_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_locales" ADD CONSTRAINT "contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "localizations_locales" ADD CONSTRAINT "localizations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."localizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_complex_id_complexes_id_fk" FOREIGN KEY ("complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_cv_id_lead_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."lead_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_complexes_fk" FOREIGN KEY ("complexes_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_houses_fk" FOREIGN KEY ("houses_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estates_fk" FOREIGN KEY ("estates_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estate_categories_fk" FOREIGN KEY ("estate_categories_id") REFERENCES "public"."estate_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restorations_fk" FOREIGN KEY ("restorations_id") REFERENCES "public"."restorations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_construction_progress_fk" FOREIGN KEY ("construction_progress_id") REFERENCES "public"."construction_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_descriptions_fk" FOREIGN KEY ("property_descriptions_id") REFERENCES "public"."property_descriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mortgage_programs_fk" FOREIGN KEY ("mortgage_programs_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_installment_plans_fk" FOREIGN KEY ("installment_plans_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_awards_fk" FOREIGN KEY ("awards_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photos_fk" FOREIGN KEY ("photos_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_images_fk" FOREIGN KEY ("feedback_images_id") REFERENCES "public"."feedback_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancy_categories_fk" FOREIGN KEY ("vacancy_categories_id") REFERENCES "public"."vacancy_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_localizations_fk" FOREIGN KEY ("localizations_id") REFERENCES "public"."localizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_files_fk" FOREIGN KEY ("lead_files_id") REFERENCES "public"."lead_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_policy_id_media_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "complexes_features_order_idx" ON "complexes_features" USING btree ("_order");
  CREATE INDEX "complexes_features_parent_id_idx" ON "complexes_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "complexes_features_locales_locale_parent_id_unique" ON "complexes_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "complexes_infrastructure_order_idx" ON "complexes_infrastructure" USING btree ("_order");
  CREATE INDEX "complexes_infrastructure_parent_id_idx" ON "complexes_infrastructure" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "complexes_infrastructure_locales_locale_parent_id_unique" ON "complexes_infrastructure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "complexes_documents_order_idx" ON "complexes_documents" USING btree ("_order");
  CREATE INDEX "complexes_documents_parent_id_idx" ON "complexes_documents" USING btree ("_parent_id");
  CREATE INDEX "complexes_documents_file_idx" ON "complexes_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "complexes_documents_locales_locale_parent_id_unique" ON "complexes_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "complexes_slug_idx" ON "complexes" USING btree ("slug");
  CREATE INDEX "complexes_published_idx" ON "complexes" USING btree ("published");
  CREATE INDEX "complexes_city_idx" ON "complexes" USING btree ("city_id");
  CREATE INDEX "complexes_class_idx" ON "complexes" USING btree ("class");
  CREATE INDEX "complexes_status_idx" ON "complexes" USING btree ("status");
  CREATE INDEX "complexes_completion_date_idx" ON "complexes" USING btree ("completion_date");
  CREATE INDEX "complexes_cover_idx" ON "complexes" USING btree ("cover_id");
  CREATE INDEX "complexes_updated_at_idx" ON "complexes" USING btree ("updated_at");
  CREATE INDEX "complexes_created_at_idx" ON "complexes" USING btree ("created_at");
  CREATE UNIQUE INDEX "complexes_locales_locale_parent_id_unique" ON "complexes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "complexes_rels_order_idx" ON "complexes_rels" USING btree ("order");
  CREATE INDEX "complexes_rels_parent_idx" ON "complexes_rels" USING btree ("parent_id");
  CREATE INDEX "complexes_rels_path_idx" ON "complexes_rels" USING btree ("path");
  CREATE INDEX "complexes_rels_media_id_idx" ON "complexes_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "houses_slug_idx" ON "houses" USING btree ("slug");
  CREATE INDEX "houses_published_idx" ON "houses" USING btree ("published");
  CREATE INDEX "houses_complex_idx" ON "houses" USING btree ("complex_id");
  CREATE INDEX "houses_updated_at_idx" ON "houses" USING btree ("updated_at");
  CREATE INDEX "houses_created_at_idx" ON "houses" USING btree ("created_at");
  CREATE UNIQUE INDEX "houses_locales_locale_parent_id_unique" ON "houses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "houses_rels_order_idx" ON "houses_rels" USING btree ("order");
  CREATE INDEX "houses_rels_parent_idx" ON "houses_rels" USING btree ("parent_id");
  CREATE INDEX "houses_rels_path_idx" ON "houses_rels" USING btree ("path");
  CREATE INDEX "houses_rels_media_id_idx" ON "houses_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "estates_slug_idx" ON "estates" USING btree ("slug");
  CREATE INDEX "estates_published_idx" ON "estates" USING btree ("published");
  CREATE INDEX "estates_geo_flatnum_idx" ON "estates" USING btree ("geo_flatnum");
  CREATE INDEX "estates_category_idx" ON "estates" USING btree ("category");
  CREATE INDEX "estates_house_idx" ON "estates" USING btree ("house_id");
  CREATE INDEX "estates_complex_idx" ON "estates" USING btree ("complex_id");
  CREATE INDEX "estates_status_idx" ON "estates" USING btree ("status");
  CREATE INDEX "estates_rooms_idx" ON "estates" USING btree ("rooms");
  CREATE INDEX "estates_area_idx" ON "estates" USING btree ("area");
  CREATE INDEX "estates_floor_idx" ON "estates" USING btree ("floor");
  CREATE INDEX "estates_price_idx" ON "estates" USING btree ("price");
  CREATE INDEX "estates_restoration_idx" ON "estates" USING btree ("restoration_id");
  CREATE INDEX "estates_layout_idx" ON "estates" USING btree ("layout_id");
  CREATE INDEX "estates_updated_at_idx" ON "estates" USING btree ("updated_at");
  CREATE INDEX "estates_created_at_idx" ON "estates" USING btree ("created_at");
  CREATE UNIQUE INDEX "estate_categories_code_idx" ON "estate_categories" USING btree ("code");
  CREATE INDEX "estate_categories_updated_at_idx" ON "estate_categories" USING btree ("updated_at");
  CREATE INDEX "estate_categories_created_at_idx" ON "estate_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "estate_categories_locales_locale_parent_id_unique" ON "estate_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "restorations_code_idx" ON "restorations" USING btree ("code");
  CREATE INDEX "restorations_updated_at_idx" ON "restorations" USING btree ("updated_at");
  CREATE INDEX "restorations_created_at_idx" ON "restorations" USING btree ("created_at");
  CREATE UNIQUE INDEX "restorations_locales_locale_parent_id_unique" ON "restorations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cities_slug_idx" ON "cities" USING btree ("slug");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "cities_locales_locale_parent_id_unique" ON "cities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "construction_progress_slug_idx" ON "construction_progress" USING btree ("slug");
  CREATE INDEX "construction_progress_published_idx" ON "construction_progress" USING btree ("published");
  CREATE INDEX "construction_progress_complex_idx" ON "construction_progress" USING btree ("complex_id");
  CREATE INDEX "construction_progress_house_idx" ON "construction_progress" USING btree ("house_id");
  CREATE INDEX "construction_progress_month_idx" ON "construction_progress" USING btree ("month");
  CREATE INDEX "construction_progress_updated_at_idx" ON "construction_progress" USING btree ("updated_at");
  CREATE INDEX "construction_progress_created_at_idx" ON "construction_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "construction_progress_locales_locale_parent_id_unique" ON "construction_progress_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "construction_progress_rels_order_idx" ON "construction_progress_rels" USING btree ("order");
  CREATE INDEX "construction_progress_rels_parent_idx" ON "construction_progress_rels" USING btree ("parent_id");
  CREATE INDEX "construction_progress_rels_path_idx" ON "construction_progress_rels" USING btree ("path");
  CREATE INDEX "construction_progress_rels_media_id_idx" ON "construction_progress_rels" USING btree ("media_id");
  CREATE INDEX "property_descriptions_published_idx" ON "property_descriptions" USING btree ("published");
  CREATE INDEX "property_descriptions_type_idx" ON "property_descriptions" USING btree ("type");
  CREATE INDEX "property_descriptions_estate_category_idx" ON "property_descriptions" USING btree ("estate_category");
  CREATE INDEX "property_descriptions_complex_idx" ON "property_descriptions" USING btree ("complex_id");
  CREATE INDEX "property_descriptions_house_idx" ON "property_descriptions" USING btree ("house_id");
  CREATE INDEX "property_descriptions_updated_at_idx" ON "property_descriptions" USING btree ("updated_at");
  CREATE INDEX "property_descriptions_created_at_idx" ON "property_descriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_descriptions_locales_locale_parent_id_unique" ON "property_descriptions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mortgage_programs_estate_categories_order_idx" ON "mortgage_programs_estate_categories" USING btree ("order");
  CREATE INDEX "mortgage_programs_estate_categories_parent_idx" ON "mortgage_programs_estate_categories" USING btree ("parent_id");
  CREATE INDEX "mortgage_programs_published_idx" ON "mortgage_programs" USING btree ("published");
  CREATE INDEX "mortgage_programs_logo_idx" ON "mortgage_programs" USING btree ("logo_id");
  CREATE INDEX "mortgage_programs_updated_at_idx" ON "mortgage_programs" USING btree ("updated_at");
  CREATE INDEX "mortgage_programs_created_at_idx" ON "mortgage_programs" USING btree ("created_at");
  CREATE UNIQUE INDEX "mortgage_programs_locales_locale_parent_id_unique" ON "mortgage_programs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mortgage_programs_rels_order_idx" ON "mortgage_programs_rels" USING btree ("order");
  CREATE INDEX "mortgage_programs_rels_parent_idx" ON "mortgage_programs_rels" USING btree ("parent_id");
  CREATE INDEX "mortgage_programs_rels_path_idx" ON "mortgage_programs_rels" USING btree ("path");
  CREATE INDEX "mortgage_programs_rels_complexes_id_idx" ON "mortgage_programs_rels" USING btree ("complexes_id");
  CREATE INDEX "mortgage_programs_rels_houses_id_idx" ON "mortgage_programs_rels" USING btree ("houses_id");
  CREATE INDEX "installment_plans_estate_categories_order_idx" ON "installment_plans_estate_categories" USING btree ("order");
  CREATE INDEX "installment_plans_estate_categories_parent_idx" ON "installment_plans_estate_categories" USING btree ("parent_id");
  CREATE INDEX "installment_plans_published_idx" ON "installment_plans" USING btree ("published");
  CREATE INDEX "installment_plans_updated_at_idx" ON "installment_plans" USING btree ("updated_at");
  CREATE INDEX "installment_plans_created_at_idx" ON "installment_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "installment_plans_locales_locale_parent_id_unique" ON "installment_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "installment_plans_rels_order_idx" ON "installment_plans_rels" USING btree ("order");
  CREATE INDEX "installment_plans_rels_parent_idx" ON "installment_plans_rels" USING btree ("parent_id");
  CREATE INDEX "installment_plans_rels_path_idx" ON "installment_plans_rels" USING btree ("path");
  CREATE INDEX "installment_plans_rels_complexes_id_idx" ON "installment_plans_rels" USING btree ("complexes_id");
  CREATE INDEX "installment_plans_rels_houses_id_idx" ON "installment_plans_rels" USING btree ("houses_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_complex_idx" ON "articles" USING btree ("complex_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "promotions_slug_idx" ON "promotions" USING btree ("slug");
  CREATE INDEX "promotions_published_idx" ON "promotions" USING btree ("published");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_starts_at_idx" ON "promotions" USING btree ("starts_at");
  CREATE INDEX "promotions_ends_at_idx" ON "promotions" USING btree ("ends_at");
  CREATE INDEX "promotions_is_basic_idx" ON "promotions" USING btree ("is_basic");
  CREATE INDEX "promotions_complex_idx" ON "promotions" USING btree ("complex_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE UNIQUE INDEX "promotions_locales_locale_parent_id_unique" ON "promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "awards_published_idx" ON "awards" USING btree ("published");
  CREATE INDEX "awards_image_idx" ON "awards" USING btree ("image_id");
  CREATE INDEX "awards_updated_at_idx" ON "awards" USING btree ("updated_at");
  CREATE INDEX "awards_created_at_idx" ON "awards" USING btree ("created_at");
  CREATE UNIQUE INDEX "awards_locales_locale_parent_id_unique" ON "awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "employees_published_idx" ON "employees" USING btree ("published");
  CREATE INDEX "employees_photo_idx" ON "employees" USING btree ("photo_id");
  CREATE INDEX "employees_updated_at_idx" ON "employees" USING btree ("updated_at");
  CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at");
  CREATE UNIQUE INDEX "employees_locales_locale_parent_id_unique" ON "employees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published");
  CREATE INDEX "reviews_complex_idx" ON "reviews" USING btree ("complex_id");
  CREATE INDEX "reviews_photo_idx" ON "reviews" USING btree ("photo_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "reviews_locales_locale_parent_id_unique" ON "reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "photos_published_idx" ON "photos" USING btree ("published");
  CREATE INDEX "photos_image_idx" ON "photos" USING btree ("image_id");
  CREATE INDEX "photos_complex_idx" ON "photos" USING btree ("complex_id");
  CREATE INDEX "photos_updated_at_idx" ON "photos" USING btree ("updated_at");
  CREATE INDEX "photos_created_at_idx" ON "photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "photos_locales_locale_parent_id_unique" ON "photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published");
  CREATE INDEX "videos_preview_idx" ON "videos" USING btree ("preview_id");
  CREATE INDEX "videos_complex_idx" ON "videos" USING btree ("complex_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_published_idx" ON "banners" USING btree ("published");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_image_mobile_idx" ON "banners" USING btree ("image_mobile_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "feedback_images_image_idx" ON "feedback_images" USING btree ("image_id");
  CREATE INDEX "feedback_images_updated_at_idx" ON "feedback_images" USING btree ("updated_at");
  CREATE INDEX "feedback_images_created_at_idx" ON "feedback_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "feedback_images_locales_locale_parent_id_unique" ON "feedback_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vacancy_categories_slug_idx" ON "vacancy_categories" USING btree ("slug");
  CREATE INDEX "vacancy_categories_published_idx" ON "vacancy_categories" USING btree ("published");
  CREATE INDEX "vacancy_categories_updated_at_idx" ON "vacancy_categories" USING btree ("updated_at");
  CREATE INDEX "vacancy_categories_created_at_idx" ON "vacancy_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "vacancy_categories_locales_locale_parent_id_unique" ON "vacancy_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vacancies_responsibilities_order_idx" ON "vacancies_responsibilities" USING btree ("_order");
  CREATE INDEX "vacancies_responsibilities_parent_id_idx" ON "vacancies_responsibilities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vacancies_responsibilities_locales_locale_parent_id_unique" ON "vacancies_responsibilities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vacancies_requirements_order_idx" ON "vacancies_requirements" USING btree ("_order");
  CREATE INDEX "vacancies_requirements_parent_id_idx" ON "vacancies_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vacancies_requirements_locales_locale_parent_id_unique" ON "vacancies_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vacancies_conditions_order_idx" ON "vacancies_conditions" USING btree ("_order");
  CREATE INDEX "vacancies_conditions_parent_id_idx" ON "vacancies_conditions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "vacancies_conditions_locales_locale_parent_id_unique" ON "vacancies_conditions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vacancies_slug_idx" ON "vacancies" USING btree ("slug");
  CREATE INDEX "vacancies_published_idx" ON "vacancies" USING btree ("published");
  CREATE INDEX "vacancies_category_idx" ON "vacancies" USING btree ("category_id");
  CREATE INDEX "vacancies_city_idx" ON "vacancies" USING btree ("city_id");
  CREATE INDEX "vacancies_is_burning_idx" ON "vacancies" USING btree ("is_burning");
  CREATE INDEX "vacancies_is_student_idx" ON "vacancies" USING btree ("is_student");
  CREATE INDEX "vacancies_updated_at_idx" ON "vacancies" USING btree ("updated_at");
  CREATE INDEX "vacancies_created_at_idx" ON "vacancies" USING btree ("created_at");
  CREATE UNIQUE INDEX "vacancies_locales_locale_parent_id_unique" ON "vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contacts_phones_order_idx" ON "contacts_phones" USING btree ("_order");
  CREATE INDEX "contacts_phones_parent_id_idx" ON "contacts_phones" USING btree ("_parent_id");
  CREATE INDEX "contacts_published_idx" ON "contacts" USING btree ("published");
  CREATE INDEX "contacts_city_idx" ON "contacts" USING btree ("city_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "contacts_locales_locale_parent_id_unique" ON "contacts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "localizations_key_idx" ON "localizations" USING btree ("key");
  CREATE INDEX "localizations_updated_at_idx" ON "localizations" USING btree ("updated_at");
  CREATE INDEX "localizations_created_at_idx" ON "localizations" USING btree ("created_at");
  CREATE UNIQUE INDEX "localizations_locales_locale_parent_id_unique" ON "localizations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
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
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "lead_files_sha256_idx" ON "lead_files" USING btree ("sha256");
  CREATE INDEX "lead_files_updated_at_idx" ON "lead_files" USING btree ("updated_at");
  CREATE INDEX "lead_files_created_at_idx" ON "lead_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_files_filename_idx" ON "lead_files" USING btree ("filename");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
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
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_complexes_id_idx" ON "payload_locked_documents_rels" USING btree ("complexes_id");
  CREATE INDEX "payload_locked_documents_rels_houses_id_idx" ON "payload_locked_documents_rels" USING btree ("houses_id");
  CREATE INDEX "payload_locked_documents_rels_estates_id_idx" ON "payload_locked_documents_rels" USING btree ("estates_id");
  CREATE INDEX "payload_locked_documents_rels_estate_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("estate_categories_id");
  CREATE INDEX "payload_locked_documents_rels_restorations_id_idx" ON "payload_locked_documents_rels" USING btree ("restorations_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_construction_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("construction_progress_id");
  CREATE INDEX "payload_locked_documents_rels_property_descriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("property_descriptions_id");
  CREATE INDEX "payload_locked_documents_rels_mortgage_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("mortgage_programs_id");
  CREATE INDEX "payload_locked_documents_rels_installment_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("installment_plans_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_awards_id_idx" ON "payload_locked_documents_rels" USING btree ("awards_id");
  CREATE INDEX "payload_locked_documents_rels_employees_id_idx" ON "payload_locked_documents_rels" USING btree ("employees_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("photos_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_images_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_images_id");
  CREATE INDEX "payload_locked_documents_rels_vacancy_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancy_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vacancies_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancies_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_localizations_id_idx" ON "payload_locked_documents_rels" USING btree ("localizations_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_files_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_files_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  CREATE INDEX "site_settings_policy_idx" ON "site_settings_locales" USING btree ("policy_id","_locale");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "complexes_features" CASCADE;
  DROP TABLE "complexes_features_locales" CASCADE;
  DROP TABLE "complexes_infrastructure" CASCADE;
  DROP TABLE "complexes_infrastructure_locales" CASCADE;
  DROP TABLE "complexes_documents" CASCADE;
  DROP TABLE "complexes_documents_locales" CASCADE;
  DROP TABLE "complexes" CASCADE;
  DROP TABLE "complexes_locales" CASCADE;
  DROP TABLE "complexes_rels" CASCADE;
  DROP TABLE "houses" CASCADE;
  DROP TABLE "houses_locales" CASCADE;
  DROP TABLE "houses_rels" CASCADE;
  DROP TABLE "estates" CASCADE;
  DROP TABLE "estate_categories" CASCADE;
  DROP TABLE "estate_categories_locales" CASCADE;
  DROP TABLE "restorations" CASCADE;
  DROP TABLE "restorations_locales" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "cities_locales" CASCADE;
  DROP TABLE "construction_progress" CASCADE;
  DROP TABLE "construction_progress_locales" CASCADE;
  DROP TABLE "construction_progress_rels" CASCADE;
  DROP TABLE "property_descriptions" CASCADE;
  DROP TABLE "property_descriptions_locales" CASCADE;
  DROP TABLE "mortgage_programs_estate_categories" CASCADE;
  DROP TABLE "mortgage_programs" CASCADE;
  DROP TABLE "mortgage_programs_locales" CASCADE;
  DROP TABLE "mortgage_programs_rels" CASCADE;
  DROP TABLE "installment_plans_estate_categories" CASCADE;
  DROP TABLE "installment_plans" CASCADE;
  DROP TABLE "installment_plans_locales" CASCADE;
  DROP TABLE "installment_plans_rels" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_locales" CASCADE;
  DROP TABLE "awards" CASCADE;
  DROP TABLE "awards_locales" CASCADE;
  DROP TABLE "employees" CASCADE;
  DROP TABLE "employees_locales" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_locales" CASCADE;
  DROP TABLE "photos" CASCADE;
  DROP TABLE "photos_locales" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "feedback_images" CASCADE;
  DROP TABLE "feedback_images_locales" CASCADE;
  DROP TABLE "vacancy_categories" CASCADE;
  DROP TABLE "vacancy_categories_locales" CASCADE;
  DROP TABLE "vacancies_responsibilities" CASCADE;
  DROP TABLE "vacancies_responsibilities_locales" CASCADE;
  DROP TABLE "vacancies_requirements" CASCADE;
  DROP TABLE "vacancies_requirements_locales" CASCADE;
  DROP TABLE "vacancies_conditions" CASCADE;
  DROP TABLE "vacancies_conditions_locales" CASCADE;
  DROP TABLE "vacancies" CASCADE;
  DROP TABLE "vacancies_locales" CASCADE;
  DROP TABLE "contacts_phones" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "contacts_locales" CASCADE;
  DROP TABLE "localizations" CASCADE;
  DROP TABLE "localizations_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_files" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_complexes_class";
  DROP TYPE "public"."enum_complexes_status";
  DROP TYPE "public"."enum_houses_status";
  DROP TYPE "public"."enum_estates_category";
  DROP TYPE "public"."enum_estates_status";
  DROP TYPE "public"."enum_estate_categories_code";
  DROP TYPE "public"."enum_property_descriptions_type";
  DROP TYPE "public"."enum_property_descriptions_estate_category";
  DROP TYPE "public"."enum_mortgage_programs_estate_categories";
  DROP TYPE "public"."enum_installment_plans_estate_categories";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_delivery_state";
  DROP TYPE "public"."enum_leads_delivery_email";
  DROP TYPE "public"."enum_leads_delivery_crm";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_socials_network";`)
}
