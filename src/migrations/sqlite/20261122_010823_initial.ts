import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`complexes_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`complexes_features_order_idx\` ON \`complexes_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_features_parent_id_idx\` ON \`complexes_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes_features_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_features_locales_locale_parent_id_unique\` ON \`complexes_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`complexes_infrastructure_order_idx\` ON \`complexes_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_infrastructure_parent_id_idx\` ON \`complexes_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes_infrastructure_locales\` (
  	\`title\` text NOT NULL,
  	\`distance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_infrastructure_locales_locale_parent_id_unique\` ON \`complexes_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`complexes_documents_order_idx\` ON \`complexes_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_parent_id_idx\` ON \`complexes_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_file_idx\` ON \`complexes_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_documents_locales_locale_parent_id_unique\` ON \`complexes_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`city_id\` integer NOT NULL,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`class\` text,
  	\`status\` text DEFAULT 'construction' NOT NULL,
  	\`completion_date\` text,
  	\`cover_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_slug_idx\` ON \`complexes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`complexes_published_idx\` ON \`complexes\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`complexes_city_idx\` ON \`complexes\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_class_idx\` ON \`complexes\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`complexes_status_idx\` ON \`complexes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complexes_completion_date_idx\` ON \`complexes\` (\`completion_date\`);`)
  await db.run(sql`CREATE INDEX \`complexes_cover_idx\` ON \`complexes\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_updated_at_idx\` ON \`complexes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complexes_created_at_idx\` ON \`complexes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`complexes_locales\` (
  	\`name\` text NOT NULL,
  	\`district\` text,
  	\`address\` text,
  	\`short_description\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_locales_locale_parent_id_unique\` ON \`complexes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`complexes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`complexes_rels_order_idx\` ON \`complexes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_rels_parent_idx\` ON \`complexes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_rels_path_idx\` ON \`complexes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`complexes_rels_media_id_idx\` ON \`complexes_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`houses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`complex_id\` integer NOT NULL,
  	\`completion_year\` numeric NOT NULL,
  	\`completion_quarter\` numeric NOT NULL,
  	\`floors\` numeric NOT NULL,
  	\`sections\` numeric DEFAULT 1 NOT NULL,
  	\`status\` text DEFAULT 'construction' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_slug_idx\` ON \`houses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`houses_published_idx\` ON \`houses\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`houses_complex_idx\` ON \`houses\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_updated_at_idx\` ON \`houses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`houses_created_at_idx\` ON \`houses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`houses_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_locales_locale_parent_id_unique\` ON \`houses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`houses_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`houses_rels_order_idx\` ON \`houses_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`houses_rels_parent_idx\` ON \`houses_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_rels_path_idx\` ON \`houses_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`houses_rels_media_id_idx\` ON \`houses_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`estates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`geo_flatnum\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`house_id\` integer NOT NULL,
  	\`complex_id\` integer,
  	\`status\` text DEFAULT 'free' NOT NULL,
  	\`rooms\` numeric,
  	\`area\` numeric NOT NULL,
  	\`floor\` numeric,
  	\`section\` numeric,
  	\`price\` numeric NOT NULL,
  	\`price_per_m2\` numeric,
  	\`restoration_id\` integer,
  	\`layout_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`restoration_id\`) REFERENCES \`restorations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`layout_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estates_slug_idx\` ON \`estates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`estates_published_idx\` ON \`estates\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`estates_geo_flatnum_idx\` ON \`estates\` (\`geo_flatnum\`);`)
  await db.run(sql`CREATE INDEX \`estates_category_idx\` ON \`estates\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`estates_house_idx\` ON \`estates\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`estates_complex_idx\` ON \`estates\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`estates_status_idx\` ON \`estates\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`estates_rooms_idx\` ON \`estates\` (\`rooms\`);`)
  await db.run(sql`CREATE INDEX \`estates_area_idx\` ON \`estates\` (\`area\`);`)
  await db.run(sql`CREATE INDEX \`estates_floor_idx\` ON \`estates\` (\`floor\`);`)
  await db.run(sql`CREATE INDEX \`estates_price_idx\` ON \`estates\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`estates_restoration_idx\` ON \`estates\` (\`restoration_id\`);`)
  await db.run(sql`CREATE INDEX \`estates_layout_idx\` ON \`estates\` (\`layout_id\`);`)
  await db.run(sql`CREATE INDEX \`estates_updated_at_idx\` ON \`estates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estates_created_at_idx\` ON \`estates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estate_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estate_categories_code_idx\` ON \`estate_categories\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`estate_categories_updated_at_idx\` ON \`estate_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estate_categories_created_at_idx\` ON \`estate_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estate_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estate_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estate_categories_locales_locale_parent_id_unique\` ON \`estate_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restorations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`restorations_code_idx\` ON \`restorations\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`restorations_updated_at_idx\` ON \`restorations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`restorations_created_at_idx\` ON \`restorations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`restorations_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restorations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`restorations_locales_locale_parent_id_unique\` ON \`restorations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_slug_idx\` ON \`cities\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cities_updated_at_idx\` ON \`cities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cities_created_at_idx\` ON \`cities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cities_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_locales_locale_parent_id_unique\` ON \`cities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`construction_progress\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`complex_id\` integer NOT NULL,
  	\`house_id\` integer,
  	\`month\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`construction_progress_slug_idx\` ON \`construction_progress\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_published_idx\` ON \`construction_progress\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_complex_idx\` ON \`construction_progress\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_house_idx\` ON \`construction_progress\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_month_idx\` ON \`construction_progress\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_updated_at_idx\` ON \`construction_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_created_at_idx\` ON \`construction_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`construction_progress_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`construction_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`construction_progress_locales_locale_parent_id_unique\` ON \`construction_progress_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`construction_progress_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`construction_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`construction_progress_rels_order_idx\` ON \`construction_progress_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_rels_parent_idx\` ON \`construction_progress_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_rels_path_idx\` ON \`construction_progress_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_rels_media_id_idx\` ON \`construction_progress_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`property_descriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`type\` text NOT NULL,
  	\`estate_category\` text,
  	\`complex_id\` integer,
  	\`house_id\` integer,
  	\`estate_rooms\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`property_descriptions_published_idx\` ON \`property_descriptions\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_type_idx\` ON \`property_descriptions\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_estate_category_idx\` ON \`property_descriptions\` (\`estate_category\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_complex_idx\` ON \`property_descriptions\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_house_idx\` ON \`property_descriptions\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_updated_at_idx\` ON \`property_descriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_created_at_idx\` ON \`property_descriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`property_descriptions_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_descriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_descriptions_locales_locale_parent_id_unique\` ON \`property_descriptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_programs_estate_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_estate_categories_order_idx\` ON \`mortgage_programs_estate_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_estate_categories_parent_idx\` ON \`mortgage_programs_estate_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`logo_id\` integer,
  	\`rate\` numeric NOT NULL,
  	\`initial_payment\` numeric NOT NULL,
  	\`term_months\` numeric NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_published_idx\` ON \`mortgage_programs\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_logo_idx\` ON \`mortgage_programs\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_updated_at_idx\` ON \`mortgage_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_created_at_idx\` ON \`mortgage_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_programs_locales\` (
  	\`title\` text NOT NULL,
  	\`bank\` text NOT NULL,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mortgage_programs_locales_locale_parent_id_unique\` ON \`mortgage_programs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_programs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_order_idx\` ON \`mortgage_programs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_parent_idx\` ON \`mortgage_programs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_path_idx\` ON \`mortgage_programs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_complexes_id_idx\` ON \`mortgage_programs_rels\` (\`complexes_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_houses_id_idx\` ON \`mortgage_programs_rels\` (\`houses_id\`);`)
  await db.run(sql`CREATE TABLE \`installment_plans_estate_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`installment_plans_estate_categories_order_idx\` ON \`installment_plans_estate_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_estate_categories_parent_idx\` ON \`installment_plans_estate_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installment_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`rate\` numeric DEFAULT 0 NOT NULL,
  	\`initial_payment\` numeric NOT NULL,
  	\`term_months\` numeric NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`installment_plans_published_idx\` ON \`installment_plans\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_updated_at_idx\` ON \`installment_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_created_at_idx\` ON \`installment_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`installment_plans_locales\` (
  	\`title\` text NOT NULL,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installment_plans_locales_locale_parent_id_unique\` ON \`installment_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installment_plans_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`installment_plans_rels_order_idx\` ON \`installment_plans_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_rels_parent_idx\` ON \`installment_plans_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_rels_path_idx\` ON \`installment_plans_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_rels_complexes_id_idx\` ON \`installment_plans_rels\` (\`complexes_id\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_rels_houses_id_idx\` ON \`installment_plans_rels\` (\`houses_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`published_at\` text NOT NULL,
  	\`image_id\` integer,
  	\`complex_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_idx\` ON \`articles\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_complex_idx\` ON \`articles\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text,
  	\`is_basic\` integer DEFAULT false,
  	\`complex_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_slug_idx\` ON \`promotions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promotions_published_idx\` ON \`promotions\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_starts_at_idx\` ON \`promotions\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_ends_at_idx\` ON \`promotions\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_basic_idx\` ON \`promotions\` (\`is_basic\`);`)
  await db.run(sql`CREATE INDEX \`promotions_complex_idx\` ON \`promotions\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions_locales\` (
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_locales_locale_parent_id_unique\` ON \`promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`awards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`year\` numeric NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`awards_published_idx\` ON \`awards\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`awards_image_idx\` ON \`awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`awards_updated_at_idx\` ON \`awards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`awards_created_at_idx\` ON \`awards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`awards_locales\` (
  	\`title\` text NOT NULL,
  	\`issuer\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`awards_locales_locale_parent_id_unique\` ON \`awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`employees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`photo_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`employees_published_idx\` ON \`employees\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`employees_photo_idx\` ON \`employees\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_updated_at_idx\` ON \`employees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`employees_created_at_idx\` ON \`employees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`employees_locales\` (
  	\`name\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_locales_locale_parent_id_unique\` ON \`employees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`rating\` numeric DEFAULT 5,
  	\`date\` text NOT NULL,
  	\`complex_id\` integer,
  	\`video_url\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_published_idx\` ON \`reviews\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`reviews_complex_idx\` ON \`reviews\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_photo_idx\` ON \`reviews\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reviews_locales\` (
  	\`author\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_locales_locale_parent_id_unique\` ON \`reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`image_id\` integer NOT NULL,
  	\`complex_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`photos_published_idx\` ON \`photos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`photos_image_idx\` ON \`photos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_complex_idx\` ON \`photos\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_updated_at_idx\` ON \`photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photos_created_at_idx\` ON \`photos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`photos_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`photos_locales_locale_parent_id_unique\` ON \`photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`video_url\` text NOT NULL,
  	\`preview_id\` integer,
  	\`complex_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_published_idx\` ON \`videos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`videos_preview_idx\` ON \`videos\` (\`preview_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_complex_idx\` ON \`videos\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`link\` text,
  	\`image_id\` integer NOT NULL,
  	\`image_mobile_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_published_idx\` ON \`banners\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_mobile_idx\` ON \`banners\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banners_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feedback_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_images_image_idx\` ON \`feedback_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`feedback_images_updated_at_idx\` ON \`feedback_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_images_created_at_idx\` ON \`feedback_images\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feedback_images_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`feedback_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`feedback_images_locales_locale_parent_id_unique\` ON \`feedback_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancy_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_categories_slug_idx\` ON \`vacancy_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_published_idx\` ON \`vacancy_categories\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_updated_at_idx\` ON \`vacancy_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_created_at_idx\` ON \`vacancy_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vacancy_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_categories_locales_locale_parent_id_unique\` ON \`vacancy_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_responsibilities_order_idx\` ON \`vacancies_responsibilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_responsibilities_parent_id_idx\` ON \`vacancies_responsibilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_responsibilities_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies_responsibilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_responsibilities_locales_locale_parent_id_unique\` ON \`vacancies_responsibilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_requirements_order_idx\` ON \`vacancies_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_requirements_parent_id_idx\` ON \`vacancies_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_requirements_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_requirements_locales_locale_parent_id_unique\` ON \`vacancies_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_conditions_order_idx\` ON \`vacancies_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_conditions_parent_id_idx\` ON \`vacancies_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_conditions_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_conditions_locales_locale_parent_id_unique\` ON \`vacancies_conditions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`category_id\` integer NOT NULL,
  	\`city_id\` integer,
  	\`is_burning\` integer DEFAULT false,
  	\`is_student\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_published_idx\` ON \`vacancies\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_category_idx\` ON \`vacancies\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_city_idx\` ON \`vacancies\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_burning_idx\` ON \`vacancies\` (\`is_burning\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_student_idx\` ON \`vacancies\` (\`is_student\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_locales\` (
  	\`title\` text NOT NULL,
  	\`salary\` text,
  	\`employment\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_locales_locale_parent_id_unique\` ON \`vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_phones_order_idx\` ON \`contacts_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_phones_parent_id_idx\` ON \`contacts_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`city_id\` integer,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`is_sales_office\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_published_idx\` ON \`contacts\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`contacts_city_idx\` ON \`contacts\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contacts_locales\` (
  	\`title\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`working_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contacts_locales_locale_parent_id_unique\` ON \`contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`localizations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`localizations_key_idx\` ON \`localizations\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`localizations_updated_at_idx\` ON \`localizations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`localizations_created_at_idx\` ON \`localizations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`localizations_locales\` (
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`localizations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`localizations_locales_locale_parent_id_unique\` ON \`localizations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`status\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`message\` text,
  	\`complex_id\` integer,
  	\`estate_id\` integer,
  	\`vacancy_id\` integer,
  	\`cv_id\` integer,
  	\`details\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`page\` text,
  	\`locale\` text,
  	\`user_agent\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_email\` text,
  	\`delivery_email_sent_at\` text,
  	\`delivery_crm\` text,
  	\`delivery_crm_sent_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_last_error\` text,
  	\`spam\` integer DEFAULT false,
  	\`uid\` text NOT NULL,
  	\`dedupe_slot\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`estate_id\`) REFERENCES \`estates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vacancy_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_complex_idx\` ON \`leads\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_estate_idx\` ON \`leads\` (\`estate_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_vacancy_idx\` ON \`leads\` (\`vacancy_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_cv_idx\` ON \`leads\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_uid_idx\` ON \`leads\` (\`uid\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_dedupe_slot_idx\` ON \`leads\` (\`dedupe_slot\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`sha256\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_files_sha256_idx\` ON \`lead_files\` (\`sha256\`);`)
  await db.run(sql`CREATE INDEX \`lead_files_updated_at_idx\` ON \`lead_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_files_created_at_idx\` ON \`lead_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_files_filename_idx\` ON \`lead_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	\`estates_id\` integer,
  	\`estate_categories_id\` integer,
  	\`restorations_id\` integer,
  	\`cities_id\` integer,
  	\`construction_progress_id\` integer,
  	\`property_descriptions_id\` integer,
  	\`mortgage_programs_id\` integer,
  	\`installment_plans_id\` integer,
  	\`articles_id\` integer,
  	\`promotions_id\` integer,
  	\`awards_id\` integer,
  	\`employees_id\` integer,
  	\`reviews_id\` integer,
  	\`photos_id\` integer,
  	\`videos_id\` integer,
  	\`banners_id\` integer,
  	\`feedback_images_id\` integer,
  	\`vacancy_categories_id\` integer,
  	\`vacancies_id\` integer,
  	\`contacts_id\` integer,
  	\`localizations_id\` integer,
  	\`redirects_id\` integer,
  	\`leads_id\` integer,
  	\`lead_files_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estates_id\`) REFERENCES \`estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estate_categories_id\`) REFERENCES \`estate_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restorations_id\`) REFERENCES \`restorations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`construction_progress_id\`) REFERENCES \`construction_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_descriptions_id\`) REFERENCES \`property_descriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mortgage_programs_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`installment_plans_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`awards_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photos_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_images_id\`) REFERENCES \`feedback_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancy_categories_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`localizations_id\`) REFERENCES \`localizations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complexes_id_idx\` ON \`payload_locked_documents_rels\` (\`complexes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_houses_id_idx\` ON \`payload_locked_documents_rels\` (\`houses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estates_id_idx\` ON \`payload_locked_documents_rels\` (\`estates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estate_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`estate_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restorations_id_idx\` ON \`payload_locked_documents_rels\` (\`restorations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_construction_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`construction_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_descriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`property_descriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mortgage_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`mortgage_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_installment_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`installment_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_employees_id_idx\` ON \`payload_locked_documents_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_images_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancy_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancy_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_localizations_id_idx\` ON \`payload_locked_documents_rels\` (\`localizations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_files_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`sales_email\` text NOT NULL,
  	\`info_email\` text,
  	\`made_by_title\` text,
  	\`made_by_url\` text,
  	\`analytics_yandex_metrika_id\` text,
  	\`analytics_google_analytics_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`company_name\` text NOT NULL,
  	\`policy_id\` integer,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`policy_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_policy_idx\` ON \`site_settings_locales\` (\`policy_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`complexes_features\`;`)
  await db.run(sql`DROP TABLE \`complexes_features_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`complexes_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes\`;`)
  await db.run(sql`DROP TABLE \`complexes_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_rels\`;`)
  await db.run(sql`DROP TABLE \`houses\`;`)
  await db.run(sql`DROP TABLE \`houses_locales\`;`)
  await db.run(sql`DROP TABLE \`houses_rels\`;`)
  await db.run(sql`DROP TABLE \`estates\`;`)
  await db.run(sql`DROP TABLE \`estate_categories\`;`)
  await db.run(sql`DROP TABLE \`estate_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`restorations\`;`)
  await db.run(sql`DROP TABLE \`restorations_locales\`;`)
  await db.run(sql`DROP TABLE \`cities\`;`)
  await db.run(sql`DROP TABLE \`cities_locales\`;`)
  await db.run(sql`DROP TABLE \`construction_progress\`;`)
  await db.run(sql`DROP TABLE \`construction_progress_locales\`;`)
  await db.run(sql`DROP TABLE \`construction_progress_rels\`;`)
  await db.run(sql`DROP TABLE \`property_descriptions\`;`)
  await db.run(sql`DROP TABLE \`property_descriptions_locales\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs_estate_categories\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs_locales\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs_rels\`;`)
  await db.run(sql`DROP TABLE \`installment_plans_estate_categories\`;`)
  await db.run(sql`DROP TABLE \`installment_plans\`;`)
  await db.run(sql`DROP TABLE \`installment_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`installment_plans_rels\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`awards\`;`)
  await db.run(sql`DROP TABLE \`awards_locales\`;`)
  await db.run(sql`DROP TABLE \`employees\`;`)
  await db.run(sql`DROP TABLE \`employees_locales\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`photos\`;`)
  await db.run(sql`DROP TABLE \`photos_locales\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`feedback_images\`;`)
  await db.run(sql`DROP TABLE \`feedback_images_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancy_categories\`;`)
  await db.run(sql`DROP TABLE \`vacancy_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_responsibilities\`;`)
  await db.run(sql`DROP TABLE \`vacancies_responsibilities_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_requirements\`;`)
  await db.run(sql`DROP TABLE \`vacancies_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_conditions\`;`)
  await db.run(sql`DROP TABLE \`vacancies_conditions_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`contacts_phones\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`DROP TABLE \`contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`localizations\`;`)
  await db.run(sql`DROP TABLE \`localizations_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`lead_files\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
}
