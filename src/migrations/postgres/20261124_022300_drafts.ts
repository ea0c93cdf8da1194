import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_complexes_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__complexes_v_version_class" AS ENUM('comfort', 'comfort-plus', 'business', 'premium');
  CREATE TYPE "public"."enum__complexes_v_version_status" AS ENUM('planning', 'construction', 'completed');
  CREATE TYPE "public"."enum__complexes_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_houses_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__houses_v_version_status" AS ENUM('planning', 'construction', 'completed');
  CREATE TYPE "public"."enum__houses_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_estates_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__estates_v_version_category" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum__estates_v_version_status" AS ENUM('free', 'reserved', 'sold');
  CREATE TYPE "public"."enum__estates_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_construction_progress_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__construction_progress_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_property_descriptions_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__property_descriptions_v_version_type" AS ENUM('advantages', 'layout', 'finishing', 'purchase');
  CREATE TYPE "public"."enum__property_descriptions_v_version_estate_category" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum__property_descriptions_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_mortgage_programs_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mortgage_programs_v_version_estate_categories" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum__mortgage_programs_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_installment_plans_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__installment_plans_v_version_estate_categories" AS ENUM('flat', 'comm', 'garage', 'storageroom');
  CREATE TYPE "public"."enum__installment_plans_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_articles_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_promotions_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_awards_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__awards_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_employees_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__employees_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_reviews_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_photos_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__photos_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_videos_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_banners_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_vacancy_categories_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vacancy_categories_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_vacancies_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vacancies_v_published_locale" AS ENUM('ru', 'kk', 'en');
  CREATE TYPE "public"."enum_contacts_publication" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contacts_v_version_schedule_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__contacts_v_published_locale" AS ENUM('ru', 'kk', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_complexes_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_complexes_v_version_features_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_complexes_v_version_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_complexes_v_version_infrastructure_locales" (
  	"title" varchar,
  	"distance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_complexes_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_complexes_v_version_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_complexes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_class" "enum__complexes_v_version_class",
  	"version_status" "enum__complexes_v_version_status" DEFAULT 'construction',
  	"version_completion_date" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_complexes_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__complexes_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_complexes_v_locales" (
  	"version_name" varchar,
  	"version_district" varchar,
  	"version_address" varchar,
  	"version_short_description" varchar,
  	"version_description" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_complexes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_houses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_complex_id" integer,
  	"version_completion_year" numeric,
  	"version_completion_quarter" numeric,
  	"version_floors" numeric,
  	"version_sections" numeric DEFAULT 1,
  	"version_status" "enum__houses_v_version_status" DEFAULT 'construction',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_houses_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__houses_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_houses_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_houses_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_estates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_geo_flatnum" varchar,
  	"version_category" "enum__estates_v_version_category",
  	"version_house_id" integer,
  	"version_complex_id" integer,
  	"version_status" "enum__estates_v_version_status" DEFAULT 'free',
  	"version_rooms" numeric,
  	"version_area" numeric,
  	"version_floor" numeric,
  	"version_section" numeric,
  	"version_price" numeric,
  	"version_price_per_m2" numeric,
  	"version_restoration_id" integer,
  	"version_layout_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_estates_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__estates_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_construction_progress_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_complex_id" integer,
  	"version_house_id" integer,
  	"version_month" timestamp(3) with time zone,
  	"version_percent" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_construction_progress_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__construction_progress_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_construction_progress_v_locales" (
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_construction_progress_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_property_descriptions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__property_descriptions_v_version_type",
  	"version_estate_category" "enum__property_descriptions_v_version_estate_category",
  	"version_complex_id" integer,
  	"version_house_id" integer,
  	"version_estate_rooms" numeric,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_property_descriptions_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__property_descriptions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_property_descriptions_v_locales" (
  	"version_title" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mortgage_programs_v_version_estate_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__mortgage_programs_v_version_estate_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_mortgage_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_logo_id" integer,
  	"version_rate" numeric,
  	"version_initial_payment" numeric,
  	"version_term_months" numeric,
  	"version_fee_percent" numeric DEFAULT 0,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_mortgage_programs_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mortgage_programs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_mortgage_programs_v_locales" (
  	"version_title" varchar,
  	"version_bank" varchar,
  	"version_conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mortgage_programs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"complexes_id" integer,
  	"houses_id" integer
  );
  
  CREATE TABLE "_installment_plans_v_version_estate_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__installment_plans_v_version_estate_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_installment_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_rate" numeric DEFAULT 0,
  	"version_initial_payment" numeric,
  	"version_term_months" numeric,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_installment_plans_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__installment_plans_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_installment_plans_v_locales" (
  	"version_title" varchar,
  	"version_conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_installment_plans_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"complexes_id" integer,
  	"houses_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_complex_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_articles_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_is_basic" boolean DEFAULT false,
  	"version_complex_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_promotions_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__promotions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promotions_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_awards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_awards_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__awards_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_awards_v_locales" (
  	"version_title" varchar,
  	"version_issuer" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_employees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_photo_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_employees_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__employees_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_employees_v_locales" (
  	"version_name" varchar,
  	"version_position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reviews_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_rating" numeric DEFAULT 5,
  	"version_date" timestamp(3) with time zone,
  	"version_complex_id" integer,
  	"version_video_url" varchar,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_reviews_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__reviews_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_reviews_v_locales" (
  	"version_author" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_photos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_complex_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_photos_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__photos_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_photos_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_video_url" varchar,
  	"version_preview_id" integer,
  	"version_complex_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_videos_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__videos_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_link" varchar,
  	"version_image_id" integer,
  	"version_image_mobile_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_banners_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancy_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_vacancy_categories_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vacancy_categories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_vacancy_categories_v_locales" (
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancies_v_version_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vacancies_v_version_responsibilities_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancies_v_version_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vacancies_v_version_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancies_v_version_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vacancies_v_version_conditions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_city_id" integer,
  	"version_is_burning" boolean DEFAULT false,
  	"version_is_student" boolean DEFAULT false,
  	"version_is_closed" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_vacancies_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vacancies_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_vacancies_v_locales" (
  	"version_title" varchar,
  	"version_salary" varchar,
  	"version_employment" varchar,
  	"version_description" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contacts_v_version_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contacts_v_version_schedule_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__contacts_v_version_schedule_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_contacts_v_version_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contacts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_city_id" integer,
  	"version_email" varchar,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_is_sales_office" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum_contacts_publication" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contacts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_contacts_v_locales" (
  	"version_title" varchar,
  	"version_address" varchar,
  	"version_working_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP INDEX "complexes_published_idx";
  DROP INDEX "houses_published_idx";
  DROP INDEX "estates_published_idx";
  DROP INDEX "construction_progress_published_idx";
  DROP INDEX "property_descriptions_published_idx";
  DROP INDEX "mortgage_programs_published_idx";
  DROP INDEX "installment_plans_published_idx";
  DROP INDEX "articles_published_idx";
  DROP INDEX "promotions_published_idx";
  DROP INDEX "awards_published_idx";
  DROP INDEX "employees_published_idx";
  DROP INDEX "reviews_published_idx";
  DROP INDEX "photos_published_idx";
  DROP INDEX "videos_published_idx";
  DROP INDEX "banners_published_idx";
  DROP INDEX "vacancy_categories_published_idx";
  DROP INDEX "vacancies_published_idx";
  DROP INDEX "contacts_published_idx";
  ALTER TABLE "complexes_features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "complexes_infrastructure_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "complexes_documents" ALTER COLUMN "file_id" DROP NOT NULL;
  ALTER TABLE "complexes_documents_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "complexes" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "complexes" ALTER COLUMN "city_id" DROP NOT NULL;
  ALTER TABLE "complexes" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "complexes_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "complex_id" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "completion_year" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "completion_quarter" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "floors" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "sections" DROP NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "houses_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "geo_flatnum" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "house_id" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "area" DROP NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "complex_id" DROP NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "month" DROP NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "percent" DROP NOT NULL;
  ALTER TABLE "property_descriptions" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "property_descriptions_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "property_descriptions_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "rate" DROP NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "initial_payment" DROP NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "term_months" DROP NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "fee_percent" DROP NOT NULL;
  ALTER TABLE "mortgage_programs_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mortgage_programs_locales" ALTER COLUMN "bank" DROP NOT NULL;
  ALTER TABLE "installment_plans" ALTER COLUMN "rate" DROP NOT NULL;
  ALTER TABLE "installment_plans" ALTER COLUMN "initial_payment" DROP NOT NULL;
  ALTER TABLE "installment_plans" ALTER COLUMN "term_months" DROP NOT NULL;
  ALTER TABLE "installment_plans_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "starts_at" DROP NOT NULL;
  ALTER TABLE "promotions_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "awards" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "awards_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "employees_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "employees_locales" ALTER COLUMN "position" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "reviews_locales" ALTER COLUMN "author" DROP NOT NULL;
  ALTER TABLE "reviews_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "photos" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "photos_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "video_url" DROP NOT NULL;
  ALTER TABLE "videos_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "vacancy_categories" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "vacancy_categories_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "vacancies" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "vacancies" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "vacancies_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "contacts_phones" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "contacts_schedule" ALTER COLUMN "opens" DROP NOT NULL;
  ALTER TABLE "contacts_schedule" ALTER COLUMN "closes" DROP NOT NULL;
  ALTER TABLE "contacts_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "contacts_locales" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "complexes" ADD COLUMN "_status" "enum_complexes_publication" DEFAULT 'draft';
  ALTER TABLE "houses" ADD COLUMN "_status" "enum_houses_publication" DEFAULT 'draft';
  ALTER TABLE "estates" ADD COLUMN "_status" "enum_estates_publication" DEFAULT 'draft';
  ALTER TABLE "construction_progress" ADD COLUMN "_status" "enum_construction_progress_publication" DEFAULT 'draft';
  ALTER TABLE "property_descriptions" ADD COLUMN "_status" "enum_property_descriptions_publication" DEFAULT 'draft';
  ALTER TABLE "mortgage_programs" ADD COLUMN "_status" "enum_mortgage_programs_publication" DEFAULT 'draft';
  ALTER TABLE "installment_plans" ADD COLUMN "_status" "enum_installment_plans_publication" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_publication" DEFAULT 'draft';
  ALTER TABLE "promotions" ADD COLUMN "_status" "enum_promotions_publication" DEFAULT 'draft';
  ALTER TABLE "awards" ADD COLUMN "_status" "enum_awards_publication" DEFAULT 'draft';
  ALTER TABLE "employees" ADD COLUMN "_status" "enum_employees_publication" DEFAULT 'draft';
  ALTER TABLE "reviews" ADD COLUMN "_status" "enum_reviews_publication" DEFAULT 'draft';
  ALTER TABLE "photos" ADD COLUMN "_status" "enum_photos_publication" DEFAULT 'draft';
  ALTER TABLE "videos" ADD COLUMN "_status" "enum_videos_publication" DEFAULT 'draft';
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_publication" DEFAULT 'draft';
  ALTER TABLE "vacancy_categories" ADD COLUMN "_status" "enum_vacancy_categories_publication" DEFAULT 'draft';
  ALTER TABLE "vacancies" ADD COLUMN "_status" "enum_vacancies_publication" DEFAULT 'draft';
  ALTER TABLE "contacts" ADD COLUMN "_status" "enum_contacts_publication" DEFAULT 'draft';
  ALTER TABLE "_complexes_v_version_features" ADD CONSTRAINT "_complexes_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_features_locales" ADD CONSTRAINT "_complexes_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_infrastructure" ADD CONSTRAINT "_complexes_v_version_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_infrastructure_locales" ADD CONSTRAINT "_complexes_v_version_infrastructure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v_version_infrastructure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_documents" ADD CONSTRAINT "_complexes_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_documents" ADD CONSTRAINT "_complexes_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_version_documents_locales" ADD CONSTRAINT "_complexes_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v" ADD CONSTRAINT "_complexes_v_parent_id_complexes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v" ADD CONSTRAINT "_complexes_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v" ADD CONSTRAINT "_complexes_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_complexes_v_locales" ADD CONSTRAINT "_complexes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_complexes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_rels" ADD CONSTRAINT "_complexes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_complexes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_complexes_v_rels" ADD CONSTRAINT "_complexes_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_houses_v" ADD CONSTRAINT "_houses_v_parent_id_houses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_houses_v" ADD CONSTRAINT "_houses_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_houses_v_locales" ADD CONSTRAINT "_houses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_houses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_houses_v_rels" ADD CONSTRAINT "_houses_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_houses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_houses_v_rels" ADD CONSTRAINT "_houses_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_estates_v" ADD CONSTRAINT "_estates_v_parent_id_estates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_estates_v" ADD CONSTRAINT "_estates_v_version_house_id_houses_id_fk" FOREIGN KEY ("version_house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_estates_v" ADD CONSTRAINT "_estates_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_estates_v" ADD CONSTRAINT "_estates_v_version_restoration_id_restorations_id_fk" FOREIGN KEY ("version_restoration_id") REFERENCES "public"."restorations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_estates_v" ADD CONSTRAINT "_estates_v_version_layout_id_media_id_fk" FOREIGN KEY ("version_layout_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_construction_progress_v" ADD CONSTRAINT "_construction_progress_v_parent_id_construction_progress_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."construction_progress"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_construction_progress_v" ADD CONSTRAINT "_construction_progress_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_construction_progress_v" ADD CONSTRAINT "_construction_progress_v_version_house_id_houses_id_fk" FOREIGN KEY ("version_house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_construction_progress_v_locales" ADD CONSTRAINT "_construction_progress_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_construction_progress_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_construction_progress_v_rels" ADD CONSTRAINT "_construction_progress_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_construction_progress_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_construction_progress_v_rels" ADD CONSTRAINT "_construction_progress_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_property_descriptions_v" ADD CONSTRAINT "_property_descriptions_v_parent_id_property_descriptions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."property_descriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_property_descriptions_v" ADD CONSTRAINT "_property_descriptions_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_property_descriptions_v" ADD CONSTRAINT "_property_descriptions_v_version_house_id_houses_id_fk" FOREIGN KEY ("version_house_id") REFERENCES "public"."houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_property_descriptions_v_locales" ADD CONSTRAINT "_property_descriptions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_property_descriptions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v_version_estate_categories" ADD CONSTRAINT "_mortgage_programs_v_version_estate_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_mortgage_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v" ADD CONSTRAINT "_mortgage_programs_v_parent_id_mortgage_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v" ADD CONSTRAINT "_mortgage_programs_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v_locales" ADD CONSTRAINT "_mortgage_programs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mortgage_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v_rels" ADD CONSTRAINT "_mortgage_programs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_mortgage_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v_rels" ADD CONSTRAINT "_mortgage_programs_v_rels_complexes_fk" FOREIGN KEY ("complexes_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_programs_v_rels" ADD CONSTRAINT "_mortgage_programs_v_rels_houses_fk" FOREIGN KEY ("houses_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installment_plans_v_version_estate_categories" ADD CONSTRAINT "_installment_plans_v_version_estate_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_installment_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installment_plans_v" ADD CONSTRAINT "_installment_plans_v_parent_id_installment_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."installment_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_installment_plans_v_locales" ADD CONSTRAINT "_installment_plans_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installment_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installment_plans_v_rels" ADD CONSTRAINT "_installment_plans_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_installment_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installment_plans_v_rels" ADD CONSTRAINT "_installment_plans_v_rels_complexes_fk" FOREIGN KEY ("complexes_id") REFERENCES "public"."complexes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installment_plans_v_rels" ADD CONSTRAINT "_installment_plans_v_rels_houses_fk" FOREIGN KEY ("houses_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_locales" ADD CONSTRAINT "_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_awards_v" ADD CONSTRAINT "_awards_v_parent_id_awards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."awards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_awards_v" ADD CONSTRAINT "_awards_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_awards_v_locales" ADD CONSTRAINT "_awards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_awards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v" ADD CONSTRAINT "_employees_v_parent_id_employees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v" ADD CONSTRAINT "_employees_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v_locales" ADD CONSTRAINT "_employees_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_employees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_parent_id_reviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v_locales" ADD CONSTRAINT "_reviews_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_parent_id_photos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v_locales" ADD CONSTRAINT "_photos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_photos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_preview_id_media_id_fk" FOREIGN KEY ("version_preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_complex_id_complexes_id_fk" FOREIGN KEY ("version_complex_id") REFERENCES "public"."complexes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_mobile_id_media_id_fk" FOREIGN KEY ("version_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancy_categories_v" ADD CONSTRAINT "_vacancy_categories_v_parent_id_vacancy_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancy_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancy_categories_v_locales" ADD CONSTRAINT "_vacancy_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancy_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_responsibilities" ADD CONSTRAINT "_vacancies_v_version_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_responsibilities_locales" ADD CONSTRAINT "_vacancies_v_version_responsibilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v_version_responsibilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_requirements" ADD CONSTRAINT "_vacancies_v_version_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_requirements_locales" ADD CONSTRAINT "_vacancies_v_version_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v_version_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_conditions" ADD CONSTRAINT "_vacancies_v_version_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_conditions_locales" ADD CONSTRAINT "_vacancies_v_version_conditions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v_version_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_parent_id_vacancies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_category_id_vacancy_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."vacancy_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v_locales" ADD CONSTRAINT "_vacancies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contacts_v_version_phones" ADD CONSTRAINT "_contacts_v_version_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contacts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contacts_v_version_schedule_days" ADD CONSTRAINT "_contacts_v_version_schedule_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_contacts_v_version_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contacts_v_version_schedule" ADD CONSTRAINT "_contacts_v_version_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contacts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contacts_v" ADD CONSTRAINT "_contacts_v_parent_id_contacts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contacts_v" ADD CONSTRAINT "_contacts_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contacts_v_locales" ADD CONSTRAINT "_contacts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contacts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_complexes_v_version_features_order_idx" ON "_complexes_v_version_features" USING btree ("_order");
  CREATE INDEX "_complexes_v_version_features_parent_id_idx" ON "_complexes_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_complexes_v_version_features_locales_locale_parent_id_uniqu" ON "_complexes_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_complexes_v_version_infrastructure_order_idx" ON "_complexes_v_version_infrastructure" USING btree ("_order");
  CREATE INDEX "_complexes_v_version_infrastructure_parent_id_idx" ON "_complexes_v_version_infrastructure" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_complexes_v_version_infrastructure_locales_locale_parent_id" ON "_complexes_v_version_infrastructure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_complexes_v_version_documents_order_idx" ON "_complexes_v_version_documents" USING btree ("_order");
  CREATE INDEX "_complexes_v_version_documents_parent_id_idx" ON "_complexes_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_complexes_v_version_documents_file_idx" ON "_complexes_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_complexes_v_version_documents_locales_locale_parent_id_uniq" ON "_complexes_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_complexes_v_parent_idx" ON "_complexes_v" USING btree ("parent_id");
  CREATE INDEX "_complexes_v_version_version_slug_idx" ON "_complexes_v" USING btree ("version_slug");
  CREATE INDEX "_complexes_v_version_version_city_idx" ON "_complexes_v" USING btree ("version_city_id");
  CREATE INDEX "_complexes_v_version_version_class_idx" ON "_complexes_v" USING btree ("version_class");
  CREATE INDEX "_complexes_v_version_version_status_idx" ON "_complexes_v" USING btree ("version_status");
  CREATE INDEX "_complexes_v_version_version_completion_date_idx" ON "_complexes_v" USING btree ("version_completion_date");
  CREATE INDEX "_complexes_v_version_version_cover_idx" ON "_complexes_v" USING btree ("version_cover_id");
  CREATE INDEX "_complexes_v_version_version_updated_at_idx" ON "_complexes_v" USING btree ("version_updated_at");
  CREATE INDEX "_complexes_v_version_version_created_at_idx" ON "_complexes_v" USING btree ("version_created_at");
  CREATE INDEX "_complexes_v_version_version__status_idx" ON "_complexes_v" USING btree ("version__status");
  CREATE INDEX "_complexes_v_created_at_idx" ON "_complexes_v" USING btree ("created_at");
  CREATE INDEX "_complexes_v_updated_at_idx" ON "_complexes_v" USING btree ("updated_at");
  CREATE INDEX "_complexes_v_snapshot_idx" ON "_complexes_v" USING btree ("snapshot");
  CREATE INDEX "_complexes_v_published_locale_idx" ON "_complexes_v" USING btree ("published_locale");
  CREATE INDEX "_complexes_v_latest_idx" ON "_complexes_v" USING btree ("latest");
  CREATE INDEX "_complexes_v_autosave_idx" ON "_complexes_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_complexes_v_locales_locale_parent_id_unique" ON "_complexes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_complexes_v_rels_order_idx" ON "_complexes_v_rels" USING btree ("order");
  CREATE INDEX "_complexes_v_rels_parent_idx" ON "_complexes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_complexes_v_rels_path_idx" ON "_complexes_v_rels" USING btree ("path");
  CREATE INDEX "_complexes_v_rels_media_id_idx" ON "_complexes_v_rels" USING btree ("media_id");
  CREATE INDEX "_houses_v_parent_idx" ON "_houses_v" USING btree ("parent_id");
  CREATE INDEX "_houses_v_version_version_slug_idx" ON "_houses_v" USING btree ("version_slug");
  CREATE INDEX "_houses_v_version_version_complex_idx" ON "_houses_v" USING btree ("version_complex_id");
  CREATE INDEX "_houses_v_version_version_updated_at_idx" ON "_houses_v" USING btree ("version_updated_at");
  CREATE INDEX "_houses_v_version_version_created_at_idx" ON "_houses_v" USING btree ("version_created_at");
  CREATE INDEX "_houses_v_version_version__status_idx" ON "_houses_v" USING btree ("version__status");
  CREATE INDEX "_houses_v_created_at_idx" ON "_houses_v" USING btree ("created_at");
  CREATE INDEX "_houses_v_updated_at_idx" ON "_houses_v" USING btree ("updated_at");
  CREATE INDEX "_houses_v_snapshot_idx" ON "_houses_v" USING btree ("snapshot");
  CREATE INDEX "_houses_v_published_locale_idx" ON "_houses_v" USING btree ("published_locale");
  CREATE INDEX "_houses_v_latest_idx" ON "_houses_v" USING btree ("latest");
  CREATE INDEX "_houses_v_autosave_idx" ON "_houses_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_houses_v_locales_locale_parent_id_unique" ON "_houses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_houses_v_rels_order_idx" ON "_houses_v_rels" USING btree ("order");
  CREATE INDEX "_houses_v_rels_parent_idx" ON "_houses_v_rels" USING btree ("parent_id");
  CREATE INDEX "_houses_v_rels_path_idx" ON "_houses_v_rels" USING btree ("path");
  CREATE INDEX "_houses_v_rels_media_id_idx" ON "_houses_v_rels" USING btree ("media_id");
  CREATE INDEX "_estates_v_parent_idx" ON "_estates_v" USING btree ("parent_id");
  CREATE INDEX "_estates_v_version_version_slug_idx" ON "_estates_v" USING btree ("version_slug");
  CREATE INDEX "_estates_v_version_version_geo_flatnum_idx" ON "_estates_v" USING btree ("version_geo_flatnum");
  CREATE INDEX "_estates_v_version_version_category_idx" ON "_estates_v" USING btree ("version_category");
  CREATE INDEX "_estates_v_version_version_house_idx" ON "_estates_v" USING btree ("version_house_id");
  CREATE INDEX "_estates_v_version_version_complex_idx" ON "_estates_v" USING btree ("version_complex_id");
  CREATE INDEX "_estates_v_version_version_status_idx" ON "_estates_v" USING btree ("version_status");
  CREATE INDEX "_estates_v_version_version_rooms_idx" ON "_estates_v" USING btree ("version_rooms");
  CREATE INDEX "_estates_v_version_version_area_idx" ON "_estates_v" USING btree ("version_area");
  CREATE INDEX "_estates_v_version_version_floor_idx" ON "_estates_v" USING btree ("version_floor");
  CREATE INDEX "_estates_v_version_version_price_idx" ON "_estates_v" USING btree ("version_price");
  CREATE INDEX "_estates_v_version_version_restoration_idx" ON "_estates_v" USING btree ("version_restoration_id");
  CREATE INDEX "_estates_v_version_version_layout_idx" ON "_estates_v" USING btree ("version_layout_id");
  CREATE INDEX "_estates_v_version_version_updated_at_idx" ON "_estates_v" USING btree ("version_updated_at");
  CREATE INDEX "_estates_v_version_version_created_at_idx" ON "_estates_v" USING btree ("version_created_at");
  CREATE INDEX "_estates_v_version_version__status_idx" ON "_estates_v" USING btree ("version__status");
  CREATE INDEX "_estates_v_created_at_idx" ON "_estates_v" USING btree ("created_at");
  CREATE INDEX "_estates_v_updated_at_idx" ON "_estates_v" USING btree ("updated_at");
  CREATE INDEX "_estates_v_snapshot_idx" ON "_estates_v" USING btree ("snapshot");
  CREATE INDEX "_estates_v_published_locale_idx" ON "_estates_v" USING btree ("published_locale");
  CREATE INDEX "_estates_v_latest_idx" ON "_estates_v" USING btree ("latest");
  CREATE INDEX "_estates_v_autosave_idx" ON "_estates_v" USING btree ("autosave");
  CREATE INDEX "_construction_progress_v_parent_idx" ON "_construction_progress_v" USING btree ("parent_id");
  CREATE INDEX "_construction_progress_v_version_version_slug_idx" ON "_construction_progress_v" USING btree ("version_slug");
  CREATE INDEX "_construction_progress_v_version_version_complex_idx" ON "_construction_progress_v" USING btree ("version_complex_id");
  CREATE INDEX "_construction_progress_v_version_version_house_idx" ON "_construction_progress_v" USING btree ("version_house_id");
  CREATE INDEX "_construction_progress_v_version_version_month_idx" ON "_construction_progress_v" USING btree ("version_month");
  CREATE INDEX "_construction_progress_v_version_version_updated_at_idx" ON "_construction_progress_v" USING btree ("version_updated_at");
  CREATE INDEX "_construction_progress_v_version_version_created_at_idx" ON "_construction_progress_v" USING btree ("version_created_at");
  CREATE INDEX "_construction_progress_v_version_version__status_idx" ON "_construction_progress_v" USING btree ("version__status");
  CREATE INDEX "_construction_progress_v_created_at_idx" ON "_construction_progress_v" USING btree ("created_at");
  CREATE INDEX "_construction_progress_v_updated_at_idx" ON "_construction_progress_v" USING btree ("updated_at");
  CREATE INDEX "_construction_progress_v_snapshot_idx" ON "_construction_progress_v" USING btree ("snapshot");
  CREATE INDEX "_construction_progress_v_published_locale_idx" ON "_construction_progress_v" USING btree ("published_locale");
  CREATE INDEX "_construction_progress_v_latest_idx" ON "_construction_progress_v" USING btree ("latest");
  CREATE INDEX "_construction_progress_v_autosave_idx" ON "_construction_progress_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_construction_progress_v_locales_locale_parent_id_unique" ON "_construction_progress_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_construction_progress_v_rels_order_idx" ON "_construction_progress_v_rels" USING btree ("order");
  CREATE INDEX "_construction_progress_v_rels_parent_idx" ON "_construction_progress_v_rels" USING btree ("parent_id");
  CREATE INDEX "_construction_progress_v_rels_path_idx" ON "_construction_progress_v_rels" USING btree ("path");
  CREATE INDEX "_construction_progress_v_rels_media_id_idx" ON "_construction_progress_v_rels" USING btree ("media_id");
  CREATE INDEX "_property_descriptions_v_parent_idx" ON "_property_descriptions_v" USING btree ("parent_id");
  CREATE INDEX "_property_descriptions_v_version_version_type_idx" ON "_property_descriptions_v" USING btree ("version_type");
  CREATE INDEX "_property_descriptions_v_version_version_estate_category_idx" ON "_property_descriptions_v" USING btree ("version_estate_category");
  CREATE INDEX "_property_descriptions_v_version_version_complex_idx" ON "_property_descriptions_v" USING btree ("version_complex_id");
  CREATE INDEX "_property_descriptions_v_version_version_house_idx" ON "_property_descriptions_v" USING btree ("version_house_id");
  CREATE INDEX "_property_descriptions_v_version_version_updated_at_idx" ON "_property_descriptions_v" USING btree ("version_updated_at");
  CREATE INDEX "_property_descriptions_v_version_version_created_at_idx" ON "_property_descriptions_v" USING btree ("version_created_at");
  CREATE INDEX "_property_descriptions_v_version_version__status_idx" ON "_property_descriptions_v" USING btree ("version__status");
  CREATE INDEX "_property_descriptions_v_created_at_idx" ON "_property_descriptions_v" USING btree ("created_at");
  CREATE INDEX "_property_descriptions_v_updated_at_idx" ON "_property_descriptions_v" USING btree ("updated_at");
  CREATE INDEX "_property_descriptions_v_snapshot_idx" ON "_property_descriptions_v" USING btree ("snapshot");
  CREATE INDEX "_property_descriptions_v_published_locale_idx" ON "_property_descriptions_v" USING btree ("published_locale");
  CREATE INDEX "_property_descriptions_v_latest_idx" ON "_property_descriptions_v" USING btree ("latest");
  CREATE INDEX "_property_descriptions_v_autosave_idx" ON "_property_descriptions_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_property_descriptions_v_locales_locale_parent_id_unique" ON "_property_descriptions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mortgage_programs_v_version_estate_categories_order_idx" ON "_mortgage_programs_v_version_estate_categories" USING btree ("order");
  CREATE INDEX "_mortgage_programs_v_version_estate_categories_parent_idx" ON "_mortgage_programs_v_version_estate_categories" USING btree ("parent_id");
  CREATE INDEX "_mortgage_programs_v_parent_idx" ON "_mortgage_programs_v" USING btree ("parent_id");
  CREATE INDEX "_mortgage_programs_v_version_version_logo_idx" ON "_mortgage_programs_v" USING btree ("version_logo_id");
  CREATE INDEX "_mortgage_programs_v_version_version_updated_at_idx" ON "_mortgage_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_mortgage_programs_v_version_version_created_at_idx" ON "_mortgage_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_mortgage_programs_v_version_version__status_idx" ON "_mortgage_programs_v" USING btree ("version__status");
  CREATE INDEX "_mortgage_programs_v_created_at_idx" ON "_mortgage_programs_v" USING btree ("created_at");
  CREATE INDEX "_mortgage_programs_v_updated_at_idx" ON "_mortgage_programs_v" USING btree ("updated_at");
  CREATE INDEX "_mortgage_programs_v_snapshot_idx" ON "_mortgage_programs_v" USING btree ("snapshot");
  CREATE INDEX "_mortgage_programs_v_published_locale_idx" ON "_mortgage_programs_v" USING btree ("published_locale");
  CREATE INDEX "_mortgage_programs_v_latest_idx" ON "_mortgage_programs_v" USING btree ("latest");
  CREATE INDEX "_mortgage_programs_v_autosave_idx" ON "_mortgage_programs_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_mortgage_programs_v_locales_locale_parent_id_unique" ON "_mortgage_programs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mortgage_programs_v_rels_order_idx" ON "_mortgage_programs_v_rels" USING btree ("order");
  CREATE INDEX "_mortgage_programs_v_rels_parent_idx" ON "_mortgage_programs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_mortgage_programs_v_rels_path_idx" ON "_mortgage_programs_v_rels" USING btree ("path");
  CREATE INDEX "_mortgage_programs_v_rels_complexes_id_idx" ON "_mortgage_programs_v_rels" USING btree ("complexes_id");
  CREATE INDEX "_mortgage_programs_v_rels_houses_id_idx" ON "_mortgage_programs_v_rels" USING btree ("houses_id");
  CREATE INDEX "_installment_plans_v_version_estate_categories_order_idx" ON "_installment_plans_v_version_estate_categories" USING btree ("order");
  CREATE INDEX "_installment_plans_v_version_estate_categories_parent_idx" ON "_installment_plans_v_version_estate_categories" USING btree ("parent_id");
  CREATE INDEX "_installment_plans_v_parent_idx" ON "_installment_plans_v" USING btree ("parent_id");
  CREATE INDEX "_installment_plans_v_version_version_updated_at_idx" ON "_installment_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_installment_plans_v_version_version_created_at_idx" ON "_installment_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_installment_plans_v_version_version__status_idx" ON "_installment_plans_v" USING btree ("version__status");
  CREATE INDEX "_installment_plans_v_created_at_idx" ON "_installment_plans_v" USING btree ("created_at");
  CREATE INDEX "_installment_plans_v_updated_at_idx" ON "_installment_plans_v" USING btree ("updated_at");
  CREATE INDEX "_installment_plans_v_snapshot_idx" ON "_installment_plans_v" USING btree ("snapshot");
  CREATE INDEX "_installment_plans_v_published_locale_idx" ON "_installment_plans_v" USING btree ("published_locale");
  CREATE INDEX "_installment_plans_v_latest_idx" ON "_installment_plans_v" USING btree ("latest");
  CREATE INDEX "_installment_plans_v_autosave_idx" ON "_installment_plans_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_installment_plans_v_locales_locale_parent_id_unique" ON "_installment_plans_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_installment_plans_v_rels_order_idx" ON "_installment_plans_v_rels" USING btree ("order");
  CREATE INDEX "_installment_plans_v_rels_parent_idx" ON "_installment_plans_v_rels" USING btree ("parent_id");
  CREATE INDEX "_installment_plans_v_rels_path_idx" ON "_installment_plans_v_rels" USING btree ("path");
  CREATE INDEX "_installment_plans_v_rels_complexes_id_idx" ON "_installment_plans_v_rels" USING btree ("complexes_id");
  CREATE INDEX "_installment_plans_v_rels_houses_id_idx" ON "_installment_plans_v_rels" USING btree ("houses_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_complex_idx" ON "_articles_v" USING btree ("version_complex_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_slug_idx" ON "_promotions_v" USING btree ("version_slug");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_starts_at_idx" ON "_promotions_v" USING btree ("version_starts_at");
  CREATE INDEX "_promotions_v_version_version_ends_at_idx" ON "_promotions_v" USING btree ("version_ends_at");
  CREATE INDEX "_promotions_v_version_version_is_basic_idx" ON "_promotions_v" USING btree ("version_is_basic");
  CREATE INDEX "_promotions_v_version_version_complex_idx" ON "_promotions_v" USING btree ("version_complex_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_snapshot_idx" ON "_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_promotions_v_published_locale_idx" ON "_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "_promotions_v_autosave_idx" ON "_promotions_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_promotions_v_locales_locale_parent_id_unique" ON "_promotions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_awards_v_parent_idx" ON "_awards_v" USING btree ("parent_id");
  CREATE INDEX "_awards_v_version_version_image_idx" ON "_awards_v" USING btree ("version_image_id");
  CREATE INDEX "_awards_v_version_version_updated_at_idx" ON "_awards_v" USING btree ("version_updated_at");
  CREATE INDEX "_awards_v_version_version_created_at_idx" ON "_awards_v" USING btree ("version_created_at");
  CREATE INDEX "_awards_v_version_version__status_idx" ON "_awards_v" USING btree ("version__status");
  CREATE INDEX "_awards_v_created_at_idx" ON "_awards_v" USING btree ("created_at");
  CREATE INDEX "_awards_v_updated_at_idx" ON "_awards_v" USING btree ("updated_at");
  CREATE INDEX "_awards_v_snapshot_idx" ON "_awards_v" USING btree ("snapshot");
  CREATE INDEX "_awards_v_published_locale_idx" ON "_awards_v" USING btree ("published_locale");
  CREATE INDEX "_awards_v_latest_idx" ON "_awards_v" USING btree ("latest");
  CREATE INDEX "_awards_v_autosave_idx" ON "_awards_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_awards_v_locales_locale_parent_id_unique" ON "_awards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_employees_v_parent_idx" ON "_employees_v" USING btree ("parent_id");
  CREATE INDEX "_employees_v_version_version_photo_idx" ON "_employees_v" USING btree ("version_photo_id");
  CREATE INDEX "_employees_v_version_version_updated_at_idx" ON "_employees_v" USING btree ("version_updated_at");
  CREATE INDEX "_employees_v_version_version_created_at_idx" ON "_employees_v" USING btree ("version_created_at");
  CREATE INDEX "_employees_v_version_version__status_idx" ON "_employees_v" USING btree ("version__status");
  CREATE INDEX "_employees_v_created_at_idx" ON "_employees_v" USING btree ("created_at");
  CREATE INDEX "_employees_v_updated_at_idx" ON "_employees_v" USING btree ("updated_at");
  CREATE INDEX "_employees_v_snapshot_idx" ON "_employees_v" USING btree ("snapshot");
  CREATE INDEX "_employees_v_published_locale_idx" ON "_employees_v" USING btree ("published_locale");
  CREATE INDEX "_employees_v_latest_idx" ON "_employees_v" USING btree ("latest");
  CREATE INDEX "_employees_v_autosave_idx" ON "_employees_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_employees_v_locales_locale_parent_id_unique" ON "_employees_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reviews_v_parent_idx" ON "_reviews_v" USING btree ("parent_id");
  CREATE INDEX "_reviews_v_version_version_complex_idx" ON "_reviews_v" USING btree ("version_complex_id");
  CREATE INDEX "_reviews_v_version_version_photo_idx" ON "_reviews_v" USING btree ("version_photo_id");
  CREATE INDEX "_reviews_v_version_version_updated_at_idx" ON "_reviews_v" USING btree ("version_updated_at");
  CREATE INDEX "_reviews_v_version_version_created_at_idx" ON "_reviews_v" USING btree ("version_created_at");
  CREATE INDEX "_reviews_v_version_version__status_idx" ON "_reviews_v" USING btree ("version__status");
  CREATE INDEX "_reviews_v_created_at_idx" ON "_reviews_v" USING btree ("created_at");
  CREATE INDEX "_reviews_v_updated_at_idx" ON "_reviews_v" USING btree ("updated_at");
  CREATE INDEX "_reviews_v_snapshot_idx" ON "_reviews_v" USING btree ("snapshot");
  CREATE INDEX "_reviews_v_published_locale_idx" ON "_reviews_v" USING btree ("published_locale");
  CREATE INDEX "_reviews_v_latest_idx" ON "_reviews_v" USING btree ("latest");
  CREATE INDEX "_reviews_v_autosave_idx" ON "_reviews_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_reviews_v_locales_locale_parent_id_unique" ON "_reviews_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_photos_v_parent_idx" ON "_photos_v" USING btree ("parent_id");
  CREATE INDEX "_photos_v_version_version_image_idx" ON "_photos_v" USING btree ("version_image_id");
  CREATE INDEX "_photos_v_version_version_complex_idx" ON "_photos_v" USING btree ("version_complex_id");
  CREATE INDEX "_photos_v_version_version_updated_at_idx" ON "_photos_v" USING btree ("version_updated_at");
  CREATE INDEX "_photos_v_version_version_created_at_idx" ON "_photos_v" USING btree ("version_created_at");
  CREATE INDEX "_photos_v_version_version__status_idx" ON "_photos_v" USING btree ("version__status");
  CREATE INDEX "_photos_v_created_at_idx" ON "_photos_v" USING btree ("created_at");
  CREATE INDEX "_photos_v_updated_at_idx" ON "_photos_v" USING btree ("updated_at");
  CREATE INDEX "_photos_v_snapshot_idx" ON "_photos_v" USING btree ("snapshot");
  CREATE INDEX "_photos_v_published_locale_idx" ON "_photos_v" USING btree ("published_locale");
  CREATE INDEX "_photos_v_latest_idx" ON "_photos_v" USING btree ("latest");
  CREATE INDEX "_photos_v_autosave_idx" ON "_photos_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_photos_v_locales_locale_parent_id_unique" ON "_photos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_preview_idx" ON "_videos_v" USING btree ("version_preview_id");
  CREATE INDEX "_videos_v_version_version_complex_idx" ON "_videos_v" USING btree ("version_complex_id");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_snapshot_idx" ON "_videos_v" USING btree ("snapshot");
  CREATE INDEX "_videos_v_published_locale_idx" ON "_videos_v" USING btree ("published_locale");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE INDEX "_videos_v_autosave_idx" ON "_videos_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_image_mobile_idx" ON "_banners_v" USING btree ("version_image_mobile_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "_banners_v_autosave_idx" ON "_banners_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancy_categories_v_parent_idx" ON "_vacancy_categories_v" USING btree ("parent_id");
  CREATE INDEX "_vacancy_categories_v_version_version_slug_idx" ON "_vacancy_categories_v" USING btree ("version_slug");
  CREATE INDEX "_vacancy_categories_v_version_version_updated_at_idx" ON "_vacancy_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_vacancy_categories_v_version_version_created_at_idx" ON "_vacancy_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_vacancy_categories_v_version_version__status_idx" ON "_vacancy_categories_v" USING btree ("version__status");
  CREATE INDEX "_vacancy_categories_v_created_at_idx" ON "_vacancy_categories_v" USING btree ("created_at");
  CREATE INDEX "_vacancy_categories_v_updated_at_idx" ON "_vacancy_categories_v" USING btree ("updated_at");
  CREATE INDEX "_vacancy_categories_v_snapshot_idx" ON "_vacancy_categories_v" USING btree ("snapshot");
  CREATE INDEX "_vacancy_categories_v_published_locale_idx" ON "_vacancy_categories_v" USING btree ("published_locale");
  CREATE INDEX "_vacancy_categories_v_latest_idx" ON "_vacancy_categories_v" USING btree ("latest");
  CREATE INDEX "_vacancy_categories_v_autosave_idx" ON "_vacancy_categories_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_vacancy_categories_v_locales_locale_parent_id_unique" ON "_vacancy_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancies_v_version_responsibilities_order_idx" ON "_vacancies_v_version_responsibilities" USING btree ("_order");
  CREATE INDEX "_vacancies_v_version_responsibilities_parent_id_idx" ON "_vacancies_v_version_responsibilities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_vacancies_v_version_responsibilities_locales_locale_parent_" ON "_vacancies_v_version_responsibilities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancies_v_version_requirements_order_idx" ON "_vacancies_v_version_requirements" USING btree ("_order");
  CREATE INDEX "_vacancies_v_version_requirements_parent_id_idx" ON "_vacancies_v_version_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_vacancies_v_version_requirements_locales_locale_parent_id_u" ON "_vacancies_v_version_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancies_v_version_conditions_order_idx" ON "_vacancies_v_version_conditions" USING btree ("_order");
  CREATE INDEX "_vacancies_v_version_conditions_parent_id_idx" ON "_vacancies_v_version_conditions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_vacancies_v_version_conditions_locales_locale_parent_id_uni" ON "_vacancies_v_version_conditions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancies_v_parent_idx" ON "_vacancies_v" USING btree ("parent_id");
  CREATE INDEX "_vacancies_v_version_version_slug_idx" ON "_vacancies_v" USING btree ("version_slug");
  CREATE INDEX "_vacancies_v_version_version_category_idx" ON "_vacancies_v" USING btree ("version_category_id");
  CREATE INDEX "_vacancies_v_version_version_city_idx" ON "_vacancies_v" USING btree ("version_city_id");
  CREATE INDEX "_vacancies_v_version_version_is_burning_idx" ON "_vacancies_v" USING btree ("version_is_burning");
  CREATE INDEX "_vacancies_v_version_version_is_student_idx" ON "_vacancies_v" USING btree ("version_is_student");
  CREATE INDEX "_vacancies_v_version_version_is_closed_idx" ON "_vacancies_v" USING btree ("version_is_closed");
  CREATE INDEX "_vacancies_v_version_version_updated_at_idx" ON "_vacancies_v" USING btree ("version_updated_at");
  CREATE INDEX "_vacancies_v_version_version_created_at_idx" ON "_vacancies_v" USING btree ("version_created_at");
  CREATE INDEX "_vacancies_v_version_version__status_idx" ON "_vacancies_v" USING btree ("version__status");
  CREATE INDEX "_vacancies_v_created_at_idx" ON "_vacancies_v" USING btree ("created_at");
  CREATE INDEX "_vacancies_v_updated_at_idx" ON "_vacancies_v" USING btree ("updated_at");
  CREATE INDEX "_vacancies_v_snapshot_idx" ON "_vacancies_v" USING btree ("snapshot");
  CREATE INDEX "_vacancies_v_published_locale_idx" ON "_vacancies_v" USING btree ("published_locale");
  CREATE INDEX "_vacancies_v_latest_idx" ON "_vacancies_v" USING btree ("latest");
  CREATE INDEX "_vacancies_v_autosave_idx" ON "_vacancies_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_vacancies_v_locales_locale_parent_id_unique" ON "_vacancies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contacts_v_version_phones_order_idx" ON "_contacts_v_version_phones" USING btree ("_order");
  CREATE INDEX "_contacts_v_version_phones_parent_id_idx" ON "_contacts_v_version_phones" USING btree ("_parent_id");
  CREATE INDEX "_contacts_v_version_schedule_days_order_idx" ON "_contacts_v_version_schedule_days" USING btree ("order");
  CREATE INDEX "_contacts_v_version_schedule_days_parent_idx" ON "_contacts_v_version_schedule_days" USING btree ("parent_id");
  CREATE INDEX "_contacts_v_version_schedule_order_idx" ON "_contacts_v_version_schedule" USING btree ("_order");
  CREATE INDEX "_contacts_v_version_schedule_parent_id_idx" ON "_contacts_v_version_schedule" USING btree ("_parent_id");
  CREATE INDEX "_contacts_v_parent_idx" ON "_contacts_v" USING btree ("parent_id");
  CREATE INDEX "_contacts_v_version_version_city_idx" ON "_contacts_v" USING btree ("version_city_id");
  CREATE INDEX "_contacts_v_version_version_updated_at_idx" ON "_contacts_v" USING btree ("version_updated_at");
  CREATE INDEX "_contacts_v_version_version_created_at_idx" ON "_contacts_v" USING btree ("version_created_at");
  CREATE INDEX "_contacts_v_version_version__status_idx" ON "_contacts_v" USING btree ("version__status");
  CREATE INDEX "_contacts_v_created_at_idx" ON "_contacts_v" USING btree ("created_at");
  CREATE INDEX "_contacts_v_updated_at_idx" ON "_contacts_v" USING btree ("updated_at");
  CREATE INDEX "_contacts_v_snapshot_idx" ON "_contacts_v" USING btree ("snapshot");
  CREATE INDEX "_contacts_v_published_locale_idx" ON "_contacts_v" USING btree ("published_locale");
  CREATE INDEX "_contacts_v_latest_idx" ON "_contacts_v" USING btree ("latest");
  CREATE INDEX "_contacts_v_autosave_idx" ON "_contacts_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_contacts_v_locales_locale_parent_id_unique" ON "_contacts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "complexes__status_idx" ON "complexes" USING btree ("_status");
  CREATE INDEX "houses__status_idx" ON "houses" USING btree ("_status");
  CREATE INDEX "estates__status_idx" ON "estates" USING btree ("_status");
  CREATE INDEX "construction_progress__status_idx" ON "construction_progress" USING btree ("_status");
  CREATE INDEX "property_descriptions__status_idx" ON "property_descriptions" USING btree ("_status");
  CREATE INDEX "mortgage_programs__status_idx" ON "mortgage_programs" USING btree ("_status");
  CREATE INDEX "installment_plans__status_idx" ON "installment_plans" USING btree ("_status");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE INDEX "awards__status_idx" ON "awards" USING btree ("_status");
  CREATE INDEX "employees__status_idx" ON "employees" USING btree ("_status");
  CREATE INDEX "reviews__status_idx" ON "reviews" USING btree ("_status");
  CREATE INDEX "photos__status_idx" ON "photos" USING btree ("_status");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "vacancy_categories__status_idx" ON "vacancy_categories" USING btree ("_status");
  CREATE INDEX "vacancies__status_idx" ON "vacancies" USING btree ("_status");
  CREATE INDEX "contacts__status_idx" ON "contacts" USING btree ("_status");
  -- Drafts replace the published checkbox: what was published stays published, the rest are drafts.
  UPDATE "complexes" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "houses" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "estates" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "construction_progress" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "property_descriptions" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "mortgage_programs" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "installment_plans" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "articles" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "promotions" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "awards" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "employees" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "reviews" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "photos" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "videos" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "banners" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "vacancy_categories" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "vacancies" SET "_status" = 'published' WHERE "published" = true;
  UPDATE "contacts" SET "_status" = 'published' WHERE "published" = true;
  ALTER TABLE "complexes" DROP COLUMN "published";
  ALTER TABLE "houses" DROP COLUMN "published";
  ALTER TABLE "estates" DROP COLUMN "published";
  ALTER TABLE "construction_progress" DROP COLUMN "published";
  ALTER TABLE "property_descriptions" DROP COLUMN "published";
  ALTER TABLE "mortgage_programs" DROP COLUMN "published";
  ALTER TABLE "installment_plans" DROP COLUMN "published";
  ALTER TABLE "articles" DROP COLUMN "published";
  ALTER TABLE "promotions" DROP COLUMN "published";
  ALTER TABLE "awards" DROP COLUMN "published";
  ALTER TABLE "employees" DROP COLUMN "published";
  ALTER TABLE "reviews" DROP COLUMN "published";
  ALTER TABLE "photos" DROP COLUMN "published";
  ALTER TABLE "videos" DROP COLUMN "published";
  ALTER TABLE "banners" DROP COLUMN "published";
  ALTER TABLE "vacancy_categories" DROP COLUMN "published";
  ALTER TABLE "vacancies" DROP COLUMN "published";
  ALTER TABLE "contacts" DROP COLUMN "published";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_complexes_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_version_infrastructure" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_version_infrastructure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_version_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_version_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_complexes_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_houses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_houses_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_houses_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_estates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_construction_progress_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_construction_progress_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_construction_progress_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_property_descriptions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_property_descriptions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mortgage_programs_v_version_estate_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mortgage_programs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mortgage_programs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mortgage_programs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installment_plans_v_version_estate_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installment_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installment_plans_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installment_plans_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_awards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_awards_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_employees_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_employees_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancy_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancy_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_version_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_version_responsibilities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_version_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_version_requirements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_version_conditions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_version_conditions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v_version_phones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v_version_schedule_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v_version_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_complexes_v_version_features" CASCADE;
  DROP TABLE "_complexes_v_version_features_locales" CASCADE;
  DROP TABLE "_complexes_v_version_infrastructure" CASCADE;
  DROP TABLE "_complexes_v_version_infrastructure_locales" CASCADE;
  DROP TABLE "_complexes_v_version_documents" CASCADE;
  DROP TABLE "_complexes_v_version_documents_locales" CASCADE;
  DROP TABLE "_complexes_v" CASCADE;
  DROP TABLE "_complexes_v_locales" CASCADE;
  DROP TABLE "_complexes_v_rels" CASCADE;
  DROP TABLE "_houses_v" CASCADE;
  DROP TABLE "_houses_v_locales" CASCADE;
  DROP TABLE "_houses_v_rels" CASCADE;
  DROP TABLE "_estates_v" CASCADE;
  DROP TABLE "_construction_progress_v" CASCADE;
  DROP TABLE "_construction_progress_v_locales" CASCADE;
  DROP TABLE "_construction_progress_v_rels" CASCADE;
  DROP TABLE "_property_descriptions_v" CASCADE;
  DROP TABLE "_property_descriptions_v_locales" CASCADE;
  DROP TABLE "_mortgage_programs_v_version_estate_categories" CASCADE;
  DROP TABLE "_mortgage_programs_v" CASCADE;
  DROP TABLE "_mortgage_programs_v_locales" CASCADE;
  DROP TABLE "_mortgage_programs_v_rels" CASCADE;
  DROP TABLE "_installment_plans_v_version_estate_categories" CASCADE;
  DROP TABLE "_installment_plans_v" CASCADE;
  DROP TABLE "_installment_plans_v_locales" CASCADE;
  DROP TABLE "_installment_plans_v_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_promotions_v_locales" CASCADE;
  DROP TABLE "_awards_v" CASCADE;
  DROP TABLE "_awards_v_locales" CASCADE;
  DROP TABLE "_employees_v" CASCADE;
  DROP TABLE "_employees_v_locales" CASCADE;
  DROP TABLE "_reviews_v" CASCADE;
  DROP TABLE "_reviews_v_locales" CASCADE;
  DROP TABLE "_photos_v" CASCADE;
  DROP TABLE "_photos_v_locales" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "_videos_v_locales" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "_vacancy_categories_v" CASCADE;
  DROP TABLE "_vacancy_categories_v_locales" CASCADE;
  DROP TABLE "_vacancies_v_version_responsibilities" CASCADE;
  DROP TABLE "_vacancies_v_version_responsibilities_locales" CASCADE;
  DROP TABLE "_vacancies_v_version_requirements" CASCADE;
  DROP TABLE "_vacancies_v_version_requirements_locales" CASCADE;
  DROP TABLE "_vacancies_v_version_conditions" CASCADE;
  DROP TABLE "_vacancies_v_version_conditions_locales" CASCADE;
  DROP TABLE "_vacancies_v" CASCADE;
  DROP TABLE "_vacancies_v_locales" CASCADE;
  DROP TABLE "_contacts_v_version_phones" CASCADE;
  DROP TABLE "_contacts_v_version_schedule_days" CASCADE;
  DROP TABLE "_contacts_v_version_schedule" CASCADE;
  DROP TABLE "_contacts_v" CASCADE;
  DROP TABLE "_contacts_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "complexes__status_idx";
  DROP INDEX "houses__status_idx";
  DROP INDEX "estates__status_idx";
  DROP INDEX "construction_progress__status_idx";
  DROP INDEX "property_descriptions__status_idx";
  DROP INDEX "mortgage_programs__status_idx";
  DROP INDEX "installment_plans__status_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "promotions__status_idx";
  DROP INDEX "awards__status_idx";
  DROP INDEX "employees__status_idx";
  DROP INDEX "reviews__status_idx";
  DROP INDEX "photos__status_idx";
  DROP INDEX "videos__status_idx";
  DROP INDEX "banners__status_idx";
  DROP INDEX "vacancy_categories__status_idx";
  DROP INDEX "vacancies__status_idx";
  DROP INDEX "contacts__status_idx";
  ALTER TABLE "complexes_features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "complexes_infrastructure_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "complexes_documents" ALTER COLUMN "file_id" SET NOT NULL;
  ALTER TABLE "complexes_documents_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "complexes" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "complexes" ALTER COLUMN "city_id" SET NOT NULL;
  ALTER TABLE "complexes" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "complexes_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "complex_id" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "completion_year" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "completion_quarter" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "floors" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "sections" SET NOT NULL;
  ALTER TABLE "houses" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "houses_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "geo_flatnum" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "house_id" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "area" SET NOT NULL;
  ALTER TABLE "estates" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "complex_id" SET NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "month" SET NOT NULL;
  ALTER TABLE "construction_progress" ALTER COLUMN "percent" SET NOT NULL;
  ALTER TABLE "property_descriptions" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "property_descriptions_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "property_descriptions_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "rate" SET NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "initial_payment" SET NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "term_months" SET NOT NULL;
  ALTER TABLE "mortgage_programs" ALTER COLUMN "fee_percent" SET NOT NULL;
  ALTER TABLE "mortgage_programs_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mortgage_programs_locales" ALTER COLUMN "bank" SET NOT NULL;
  ALTER TABLE "installment_plans" ALTER COLUMN "rate" SET NOT NULL;
  ALTER TABLE "installment_plans" ALTER COLUMN "initial_payment" SET NOT NULL;
  ALTER TABLE "installment_plans" ALTER COLUMN "term_months" SET NOT NULL;
  ALTER TABLE "installment_plans_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "starts_at" SET NOT NULL;
  ALTER TABLE "promotions_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "awards" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "awards_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "employees_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "employees_locales" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "reviews_locales" ALTER COLUMN "author" SET NOT NULL;
  ALTER TABLE "reviews_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "photos" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "photos_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "video_url" SET NOT NULL;
  ALTER TABLE "videos_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "vacancy_categories" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "vacancy_categories_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "vacancies" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "vacancies" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "vacancies_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "contacts_phones" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "contacts_schedule" ALTER COLUMN "opens" SET NOT NULL;
  ALTER TABLE "contacts_schedule" ALTER COLUMN "closes" SET NOT NULL;
  ALTER TABLE "contacts_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "contacts_locales" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "complexes" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "houses" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "estates" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "construction_progress" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "property_descriptions" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "mortgage_programs" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "installment_plans" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "promotions" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "awards" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "employees" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "reviews" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "photos" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "videos" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "banners" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "vacancy_categories" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "vacancies" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "contacts" ADD COLUMN "published" boolean DEFAULT true;
  CREATE INDEX "complexes_published_idx" ON "complexes" USING btree ("published");
  CREATE INDEX "houses_published_idx" ON "houses" USING btree ("published");
  CREATE INDEX "estates_published_idx" ON "estates" USING btree ("published");
  CREATE INDEX "construction_progress_published_idx" ON "construction_progress" USING btree ("published");
  CREATE INDEX "property_descriptions_published_idx" ON "property_descriptions" USING btree ("published");
  CREATE INDEX "mortgage_programs_published_idx" ON "mortgage_programs" USING btree ("published");
  CREATE INDEX "installment_plans_published_idx" ON "installment_plans" USING btree ("published");
  CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published");
  CREATE INDEX "promotions_published_idx" ON "promotions" USING btree ("published");
  CREATE INDEX "awards_published_idx" ON "awards" USING btree ("published");
  CREATE INDEX "employees_published_idx" ON "employees" USING btree ("published");
  CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published");
  CREATE INDEX "photos_published_idx" ON "photos" USING btree ("published");
  CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published");
  CREATE INDEX "banners_published_idx" ON "banners" USING btree ("published");
  CREATE INDEX "vacancy_categories_published_idx" ON "vacancy_categories" USING btree ("published");
  CREATE INDEX "vacancies_published_idx" ON "vacancies" USING btree ("published");
  CREATE INDEX "contacts_published_idx" ON "contacts" USING btree ("published");
  UPDATE "complexes" SET "published" = ("_status" = 'published');
  UPDATE "houses" SET "published" = ("_status" = 'published');
  UPDATE "estates" SET "published" = ("_status" = 'published');
  UPDATE "construction_progress" SET "published" = ("_status" = 'published');
  UPDATE "property_descriptions" SET "published" = ("_status" = 'published');
  UPDATE "mortgage_programs" SET "published" = ("_status" = 'published');
  UPDATE "installment_plans" SET "published" = ("_status" = 'published');
  UPDATE "articles" SET "published" = ("_status" = 'published');
  UPDATE "promotions" SET "published" = ("_status" = 'published');
  UPDATE "awards" SET "published" = ("_status" = 'published');
  UPDATE "employees" SET "published" = ("_status" = 'published');
  UPDATE "reviews" SET "published" = ("_status" = 'published');
  UPDATE "photos" SET "published" = ("_status" = 'published');
  UPDATE "videos" SET "published" = ("_status" = 'published');
  UPDATE "banners" SET "published" = ("_status" = 'published');
  UPDATE "vacancy_categories" SET "published" = ("_status" = 'published');
  UPDATE "vacancies" SET "published" = ("_status" = 'published');
  UPDATE "contacts" SET "published" = ("_status" = 'published');
  ALTER TABLE "complexes" DROP COLUMN "_status";
  ALTER TABLE "houses" DROP COLUMN "_status";
  ALTER TABLE "estates" DROP COLUMN "_status";
  ALTER TABLE "construction_progress" DROP COLUMN "_status";
  ALTER TABLE "property_descriptions" DROP COLUMN "_status";
  ALTER TABLE "mortgage_programs" DROP COLUMN "_status";
  ALTER TABLE "installment_plans" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "promotions" DROP COLUMN "_status";
  ALTER TABLE "awards" DROP COLUMN "_status";
  ALTER TABLE "employees" DROP COLUMN "_status";
  ALTER TABLE "reviews" DROP COLUMN "_status";
  ALTER TABLE "photos" DROP COLUMN "_status";
  ALTER TABLE "videos" DROP COLUMN "_status";
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "vacancy_categories" DROP COLUMN "_status";
  ALTER TABLE "vacancies" DROP COLUMN "_status";
  ALTER TABLE "contacts" DROP COLUMN "_status";
  DROP TYPE "public"."enum_complexes_publication";
  DROP TYPE "public"."enum__complexes_v_version_class";
  DROP TYPE "public"."enum__complexes_v_version_status";
  DROP TYPE "public"."enum__complexes_v_published_locale";
  DROP TYPE "public"."enum_houses_publication";
  DROP TYPE "public"."enum__houses_v_version_status";
  DROP TYPE "public"."enum__houses_v_published_locale";
  DROP TYPE "public"."enum_estates_publication";
  DROP TYPE "public"."enum__estates_v_version_category";
  DROP TYPE "public"."enum__estates_v_version_status";
  DROP TYPE "public"."enum__estates_v_published_locale";
  DROP TYPE "public"."enum_construction_progress_publication";
  DROP TYPE "public"."enum__construction_progress_v_published_locale";
  DROP TYPE "public"."enum_property_descriptions_publication";
  DROP TYPE "public"."enum__property_descriptions_v_version_type";
  DROP TYPE "public"."enum__property_descriptions_v_version_estate_category";
  DROP TYPE "public"."enum__property_descriptions_v_published_locale";
  DROP TYPE "public"."enum_mortgage_programs_publication";
  DROP TYPE "public"."enum__mortgage_programs_v_version_estate_categories";
  DROP TYPE "public"."enum__mortgage_programs_v_published_locale";
  DROP TYPE "public"."enum_installment_plans_publication";
  DROP TYPE "public"."enum__installment_plans_v_version_estate_categories";
  DROP TYPE "public"."enum__installment_plans_v_published_locale";
  DROP TYPE "public"."enum_articles_publication";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_promotions_publication";
  DROP TYPE "public"."enum__promotions_v_published_locale";
  DROP TYPE "public"."enum_awards_publication";
  DROP TYPE "public"."enum__awards_v_published_locale";
  DROP TYPE "public"."enum_employees_publication";
  DROP TYPE "public"."enum__employees_v_published_locale";
  DROP TYPE "public"."enum_reviews_publication";
  DROP TYPE "public"."enum__reviews_v_published_locale";
  DROP TYPE "public"."enum_photos_publication";
  DROP TYPE "public"."enum__photos_v_published_locale";
  DROP TYPE "public"."enum_videos_publication";
  DROP TYPE "public"."enum__videos_v_published_locale";
  DROP TYPE "public"."enum_banners_publication";
  DROP TYPE "public"."enum__banners_v_published_locale";
  DROP TYPE "public"."enum_vacancy_categories_publication";
  DROP TYPE "public"."enum__vacancy_categories_v_published_locale";
  DROP TYPE "public"."enum_vacancies_publication";
  DROP TYPE "public"."enum__vacancies_v_published_locale";
  DROP TYPE "public"."enum_contacts_publication";
  DROP TYPE "public"."enum__contacts_v_version_schedule_days";
  DROP TYPE "public"."enum__contacts_v_published_locale";`)
}
