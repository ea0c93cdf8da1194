import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_complexes_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_features_order_idx\` ON \`_complexes_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_features_parent_id_idx\` ON \`_complexes_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_version_features_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_complexes_v_version_features_locales_locale_parent_id_uniqu\` ON \`_complexes_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_version_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_infrastructure_order_idx\` ON \`_complexes_v_version_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_infrastructure_parent_id_idx\` ON \`_complexes_v_version_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_version_infrastructure_locales\` (
  	\`title\` text,
  	\`distance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v_version_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_complexes_v_version_infrastructure_locales_locale_parent_id\` ON \`_complexes_v_version_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_order_idx\` ON \`_complexes_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_parent_id_idx\` ON \`_complexes_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_file_idx\` ON \`_complexes_v_version_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_version_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_complexes_v_version_documents_locales_locale_parent_id_uniq\` ON \`_complexes_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_city_id\` integer,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_class\` text,
  	\`version_status\` text DEFAULT 'construction',
  	\`version_completion_date\` text,
  	\`version_cover_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_complexes_v_parent_idx\` ON \`_complexes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_slug_idx\` ON \`_complexes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_city_idx\` ON \`_complexes_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_class_idx\` ON \`_complexes_v\` (\`version_class\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_status_idx\` ON \`_complexes_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_completion_date_idx\` ON \`_complexes_v\` (\`version_completion_date\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_cover_idx\` ON \`_complexes_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_updated_at_idx\` ON \`_complexes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_created_at_idx\` ON \`_complexes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version__status_idx\` ON \`_complexes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_created_at_idx\` ON \`_complexes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_updated_at_idx\` ON \`_complexes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_snapshot_idx\` ON \`_complexes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_published_locale_idx\` ON \`_complexes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_latest_idx\` ON \`_complexes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_autosave_idx\` ON \`_complexes_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_locales\` (
  	\`version_name\` text,
  	\`version_district\` text,
  	\`version_address\` text,
  	\`version_short_description\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_complexes_v_locales_locale_parent_id_unique\` ON \`_complexes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_complexes_v_rels_order_idx\` ON \`_complexes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_rels_parent_idx\` ON \`_complexes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_rels_path_idx\` ON \`_complexes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_rels_media_id_idx\` ON \`_complexes_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_houses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_complex_id\` integer,
  	\`version_completion_year\` numeric,
  	\`version_completion_quarter\` numeric,
  	\`version_floors\` numeric,
  	\`version_sections\` numeric DEFAULT 1,
  	\`version_status\` text DEFAULT 'construction',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_houses_v_parent_idx\` ON \`_houses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version_slug_idx\` ON \`_houses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version_complex_idx\` ON \`_houses_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version_updated_at_idx\` ON \`_houses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version_created_at_idx\` ON \`_houses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version__status_idx\` ON \`_houses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_created_at_idx\` ON \`_houses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_updated_at_idx\` ON \`_houses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_snapshot_idx\` ON \`_houses_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_published_locale_idx\` ON \`_houses_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_latest_idx\` ON \`_houses_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_autosave_idx\` ON \`_houses_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_houses_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_houses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_houses_v_locales_locale_parent_id_unique\` ON \`_houses_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_houses_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_houses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_houses_v_rels_order_idx\` ON \`_houses_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_rels_parent_idx\` ON \`_houses_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_rels_path_idx\` ON \`_houses_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_rels_media_id_idx\` ON \`_houses_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_estates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_geo_flatnum\` text,
  	\`version_category\` text,
  	\`version_house_id\` integer,
  	\`version_complex_id\` integer,
  	\`version_status\` text DEFAULT 'free',
  	\`version_rooms\` numeric,
  	\`version_area\` numeric,
  	\`version_floor\` numeric,
  	\`version_section\` numeric,
  	\`version_price\` numeric,
  	\`version_price_per_m2\` numeric,
  	\`version_restoration_id\` integer,
  	\`version_layout_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`estates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_restoration_id\`) REFERENCES \`restorations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_layout_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_estates_v_parent_idx\` ON \`_estates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_slug_idx\` ON \`_estates_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_geo_flatnum_idx\` ON \`_estates_v\` (\`version_geo_flatnum\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_category_idx\` ON \`_estates_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_house_idx\` ON \`_estates_v\` (\`version_house_id\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_complex_idx\` ON \`_estates_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_status_idx\` ON \`_estates_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_rooms_idx\` ON \`_estates_v\` (\`version_rooms\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_area_idx\` ON \`_estates_v\` (\`version_area\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_floor_idx\` ON \`_estates_v\` (\`version_floor\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_price_idx\` ON \`_estates_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_restoration_idx\` ON \`_estates_v\` (\`version_restoration_id\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_layout_idx\` ON \`_estates_v\` (\`version_layout_id\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_updated_at_idx\` ON \`_estates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version_created_at_idx\` ON \`_estates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_version_version__status_idx\` ON \`_estates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_created_at_idx\` ON \`_estates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_updated_at_idx\` ON \`_estates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_snapshot_idx\` ON \`_estates_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_published_locale_idx\` ON \`_estates_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_latest_idx\` ON \`_estates_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_estates_v_autosave_idx\` ON \`_estates_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_construction_progress_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_complex_id\` integer,
  	\`version_house_id\` integer,
  	\`version_month\` text,
  	\`version_percent\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`construction_progress\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_parent_idx\` ON \`_construction_progress_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version_slug_idx\` ON \`_construction_progress_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version_complex_idx\` ON \`_construction_progress_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version_house_idx\` ON \`_construction_progress_v\` (\`version_house_id\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version_month_idx\` ON \`_construction_progress_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version_updated_at_idx\` ON \`_construction_progress_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version_created_at_idx\` ON \`_construction_progress_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_version_version__status_idx\` ON \`_construction_progress_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_created_at_idx\` ON \`_construction_progress_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_updated_at_idx\` ON \`_construction_progress_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_snapshot_idx\` ON \`_construction_progress_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_published_locale_idx\` ON \`_construction_progress_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_latest_idx\` ON \`_construction_progress_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_autosave_idx\` ON \`_construction_progress_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_construction_progress_v_locales\` (
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_construction_progress_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_construction_progress_v_locales_locale_parent_id_unique\` ON \`_construction_progress_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_construction_progress_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_construction_progress_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_rels_order_idx\` ON \`_construction_progress_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_rels_parent_idx\` ON \`_construction_progress_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_rels_path_idx\` ON \`_construction_progress_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_construction_progress_v_rels_media_id_idx\` ON \`_construction_progress_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_property_descriptions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_estate_category\` text,
  	\`version_complex_id\` integer,
  	\`version_house_id\` integer,
  	\`version_estate_rooms\` numeric,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`property_descriptions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_parent_idx\` ON \`_property_descriptions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version_type_idx\` ON \`_property_descriptions_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version_estate_category_idx\` ON \`_property_descriptions_v\` (\`version_estate_category\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version_complex_idx\` ON \`_property_descriptions_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version_house_idx\` ON \`_property_descriptions_v\` (\`version_house_id\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version_updated_at_idx\` ON \`_property_descriptions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version_created_at_idx\` ON \`_property_descriptions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_version_version__status_idx\` ON \`_property_descriptions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_created_at_idx\` ON \`_property_descriptions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_updated_at_idx\` ON \`_property_descriptions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_snapshot_idx\` ON \`_property_descriptions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_published_locale_idx\` ON \`_property_descriptions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_latest_idx\` ON \`_property_descriptions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_property_descriptions_v_autosave_idx\` ON \`_property_descriptions_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_property_descriptions_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_property_descriptions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_property_descriptions_v_locales_locale_parent_id_unique\` ON \`_property_descriptions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_programs_v_version_estate_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_mortgage_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_estate_categories_order_idx\` ON \`_mortgage_programs_v_version_estate_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_estate_categories_parent_idx\` ON \`_mortgage_programs_v_version_estate_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_programs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_rate\` numeric,
  	\`version_initial_payment\` numeric,
  	\`version_term_months\` numeric,
  	\`version_fee_percent\` numeric DEFAULT 0,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_parent_idx\` ON \`_mortgage_programs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_version_logo_idx\` ON \`_mortgage_programs_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_version_updated_at_idx\` ON \`_mortgage_programs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_version_created_at_idx\` ON \`_mortgage_programs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_version__status_idx\` ON \`_mortgage_programs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_created_at_idx\` ON \`_mortgage_programs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_updated_at_idx\` ON \`_mortgage_programs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_snapshot_idx\` ON \`_mortgage_programs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_published_locale_idx\` ON \`_mortgage_programs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_latest_idx\` ON \`_mortgage_programs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_autosave_idx\` ON \`_mortgage_programs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_programs_v_locales\` (
  	\`version_title\` text,
  	\`version_bank\` text,
  	\`version_conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mortgage_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mortgage_programs_v_locales_locale_parent_id_unique\` ON \`_mortgage_programs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_programs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_mortgage_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_rels_order_idx\` ON \`_mortgage_programs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_rels_parent_idx\` ON \`_mortgage_programs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_rels_path_idx\` ON \`_mortgage_programs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_rels_complexes_id_idx\` ON \`_mortgage_programs_v_rels\` (\`complexes_id\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_rels_houses_id_idx\` ON \`_mortgage_programs_v_rels\` (\`houses_id\`);`)
  await db.run(sql`CREATE TABLE \`_installment_plans_v_version_estate_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_installment_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_estate_categories_order_idx\` ON \`_installment_plans_v_version_estate_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_estate_categories_parent_idx\` ON \`_installment_plans_v_version_estate_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installment_plans_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_rate\` numeric DEFAULT 0,
  	\`version_initial_payment\` numeric,
  	\`version_term_months\` numeric,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_parent_idx\` ON \`_installment_plans_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_version_updated_at_idx\` ON \`_installment_plans_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_version_created_at_idx\` ON \`_installment_plans_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_version__status_idx\` ON \`_installment_plans_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_created_at_idx\` ON \`_installment_plans_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_updated_at_idx\` ON \`_installment_plans_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_snapshot_idx\` ON \`_installment_plans_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_published_locale_idx\` ON \`_installment_plans_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_latest_idx\` ON \`_installment_plans_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_autosave_idx\` ON \`_installment_plans_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_installment_plans_v_locales\` (
  	\`version_title\` text,
  	\`version_conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installment_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_installment_plans_v_locales_locale_parent_id_unique\` ON \`_installment_plans_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installment_plans_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_installment_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_rels_order_idx\` ON \`_installment_plans_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_rels_parent_idx\` ON \`_installment_plans_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_rels_path_idx\` ON \`_installment_plans_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_rels_complexes_id_idx\` ON \`_installment_plans_v_rels\` (\`complexes_id\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_rels_houses_id_idx\` ON \`_installment_plans_v_rels\` (\`houses_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_complex_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_complex_idx\` ON \`_articles_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_promotions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_is_basic\` integer DEFAULT false,
  	\`version_complex_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promotions_v_parent_idx\` ON \`_promotions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_slug_idx\` ON \`_promotions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_image_idx\` ON \`_promotions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_starts_at_idx\` ON \`_promotions_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_ends_at_idx\` ON \`_promotions_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_is_basic_idx\` ON \`_promotions_v\` (\`version_is_basic\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_complex_idx\` ON \`_promotions_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_updated_at_idx\` ON \`_promotions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_created_at_idx\` ON \`_promotions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version__status_idx\` ON \`_promotions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_created_at_idx\` ON \`_promotions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_updated_at_idx\` ON \`_promotions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_snapshot_idx\` ON \`_promotions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_published_locale_idx\` ON \`_promotions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_latest_idx\` ON \`_promotions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_autosave_idx\` ON \`_promotions_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_promotions_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_promotions_v_locales_locale_parent_id_unique\` ON \`_promotions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_awards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_year\` numeric,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_awards_v_parent_idx\` ON \`_awards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_image_idx\` ON \`_awards_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_updated_at_idx\` ON \`_awards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version_created_at_idx\` ON \`_awards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_version_version__status_idx\` ON \`_awards_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_created_at_idx\` ON \`_awards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_updated_at_idx\` ON \`_awards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_snapshot_idx\` ON \`_awards_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_published_locale_idx\` ON \`_awards_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_latest_idx\` ON \`_awards_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_awards_v_autosave_idx\` ON \`_awards_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_awards_v_locales\` (
  	\`version_title\` text,
  	\`version_issuer\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_awards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_awards_v_locales_locale_parent_id_unique\` ON \`_awards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_photo_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_employees_v_parent_idx\` ON \`_employees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_photo_idx\` ON \`_employees_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_updated_at_idx\` ON \`_employees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_created_at_idx\` ON \`_employees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version__status_idx\` ON \`_employees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_created_at_idx\` ON \`_employees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_updated_at_idx\` ON \`_employees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_snapshot_idx\` ON \`_employees_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_published_locale_idx\` ON \`_employees_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_latest_idx\` ON \`_employees_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_autosave_idx\` ON \`_employees_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v_locales\` (
  	\`version_name\` text,
  	\`version_position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_employees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_employees_v_locales_locale_parent_id_unique\` ON \`_employees_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_reviews_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_rating\` numeric DEFAULT 5,
  	\`version_date\` text,
  	\`version_complex_id\` integer,
  	\`version_video_url\` text,
  	\`version_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_reviews_v_parent_idx\` ON \`_reviews_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_complex_idx\` ON \`_reviews_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_photo_idx\` ON \`_reviews_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_updated_at_idx\` ON \`_reviews_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_created_at_idx\` ON \`_reviews_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version__status_idx\` ON \`_reviews_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_created_at_idx\` ON \`_reviews_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_updated_at_idx\` ON \`_reviews_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_snapshot_idx\` ON \`_reviews_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_published_locale_idx\` ON \`_reviews_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_latest_idx\` ON \`_reviews_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_autosave_idx\` ON \`_reviews_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_reviews_v_locales\` (
  	\`version_author\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_reviews_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_reviews_v_locales_locale_parent_id_unique\` ON \`_reviews_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_photos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_complex_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_photos_v_parent_idx\` ON \`_photos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_version_version_image_idx\` ON \`_photos_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_version_version_complex_idx\` ON \`_photos_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_version_version_updated_at_idx\` ON \`_photos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_version_version_created_at_idx\` ON \`_photos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_version_version__status_idx\` ON \`_photos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_created_at_idx\` ON \`_photos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_updated_at_idx\` ON \`_photos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_snapshot_idx\` ON \`_photos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_published_locale_idx\` ON \`_photos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_latest_idx\` ON \`_photos_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_photos_v_autosave_idx\` ON \`_photos_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_photos_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_photos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_photos_v_locales_locale_parent_id_unique\` ON \`_photos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_video_url\` text,
  	\`version_preview_id\` integer,
  	\`version_complex_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_preview_idx\` ON \`_videos_v\` (\`version_preview_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_complex_idx\` ON \`_videos_v\` (\`version_complex_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_autosave_idx\` ON \`_videos_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_videos_v_locales_locale_parent_id_unique\` ON \`_videos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_link\` text,
  	\`version_image_id\` integer,
  	\`version_image_mobile_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_idx\` ON \`_banners_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_mobile_idx\` ON \`_banners_v\` (\`version_image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_snapshot_idx\` ON \`_banners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_published_locale_idx\` ON \`_banners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_autosave_idx\` ON \`_banners_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_banners_v_locales_locale_parent_id_unique\` ON \`_banners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancy_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_parent_idx\` ON \`_vacancy_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_version_version_slug_idx\` ON \`_vacancy_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_version_version_updated_at_idx\` ON \`_vacancy_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_version_version_created_at_idx\` ON \`_vacancy_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_version_version__status_idx\` ON \`_vacancy_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_created_at_idx\` ON \`_vacancy_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_updated_at_idx\` ON \`_vacancy_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_snapshot_idx\` ON \`_vacancy_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_published_locale_idx\` ON \`_vacancy_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_latest_idx\` ON \`_vacancy_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_vacancy_categories_v_autosave_idx\` ON \`_vacancy_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_vacancy_categories_v_locales\` (
  	\`version_title\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancy_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancy_categories_v_locales_locale_parent_id_unique\` ON \`_vacancy_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_responsibilities_order_idx\` ON \`_vacancies_v_version_responsibilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_responsibilities_parent_id_idx\` ON \`_vacancies_v_version_responsibilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_responsibilities_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v_version_responsibilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancies_v_version_responsibilities_locales_locale_parent_\` ON \`_vacancies_v_version_responsibilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_requirements_order_idx\` ON \`_vacancies_v_version_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_requirements_parent_id_idx\` ON \`_vacancies_v_version_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_requirements_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v_version_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancies_v_version_requirements_locales_locale_parent_id_u\` ON \`_vacancies_v_version_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_conditions_order_idx\` ON \`_vacancies_v_version_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_conditions_parent_id_idx\` ON \`_vacancies_v_version_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_conditions_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v_version_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancies_v_version_conditions_locales_locale_parent_id_uni\` ON \`_vacancies_v_version_conditions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_city_id\` integer,
  	\`version_is_burning\` integer DEFAULT false,
  	\`version_is_student\` integer DEFAULT false,
  	\`version_is_closed\` integer DEFAULT false,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_parent_idx\` ON \`_vacancies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_slug_idx\` ON \`_vacancies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_category_idx\` ON \`_vacancies_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_city_idx\` ON \`_vacancies_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_is_burning_idx\` ON \`_vacancies_v\` (\`version_is_burning\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_is_student_idx\` ON \`_vacancies_v\` (\`version_is_student\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_is_closed_idx\` ON \`_vacancies_v\` (\`version_is_closed\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_updated_at_idx\` ON \`_vacancies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_created_at_idx\` ON \`_vacancies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version__status_idx\` ON \`_vacancies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_created_at_idx\` ON \`_vacancies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_updated_at_idx\` ON \`_vacancies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_snapshot_idx\` ON \`_vacancies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_published_locale_idx\` ON \`_vacancies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_latest_idx\` ON \`_vacancies_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_autosave_idx\` ON \`_vacancies_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_locales\` (
  	\`version_title\` text,
  	\`version_salary\` text,
  	\`version_employment\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancies_v_locales_locale_parent_id_unique\` ON \`_vacancies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contacts_v_version_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contacts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_phones_order_idx\` ON \`_contacts_v_version_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_phones_parent_id_idx\` ON \`_contacts_v_version_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contacts_v_version_schedule_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_contacts_v_version_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_schedule_days_order_idx\` ON \`_contacts_v_version_schedule_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_schedule_days_parent_idx\` ON \`_contacts_v_version_schedule_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contacts_v_version_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contacts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_schedule_order_idx\` ON \`_contacts_v_version_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_schedule_parent_id_idx\` ON \`_contacts_v_version_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contacts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_city_id\` integer,
  	\`version_email\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_is_sales_office\` integer DEFAULT true,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contacts_v_parent_idx\` ON \`_contacts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_version_city_idx\` ON \`_contacts_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_version_updated_at_idx\` ON \`_contacts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_version_created_at_idx\` ON \`_contacts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_version_version__status_idx\` ON \`_contacts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_created_at_idx\` ON \`_contacts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_updated_at_idx\` ON \`_contacts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_snapshot_idx\` ON \`_contacts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_published_locale_idx\` ON \`_contacts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_latest_idx\` ON \`_contacts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_contacts_v_autosave_idx\` ON \`_contacts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_contacts_v_locales\` (
  	\`version_title\` text,
  	\`version_address\` text,
  	\`version_working_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contacts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contacts_v_locales_locale_parent_id_unique\` ON \`_contacts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // drizzle-kit switches the foreign keys back on after the first rebuilt table; every rebuild below needs
  // them off (with them on, dropping the old table runs its ON DELETE actions on the rows that point to
  // it), so they stay off until the end. SQLite migrations run outside a transaction here.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_complexes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`class\` text,
  	\`status\` text DEFAULT 'construction',
  	\`completion_date\` text,
  	\`cover_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes\`("id", "slug", "city_id", "latitude", "longitude", "class", "status", "completion_date", "cover_id", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "city_id", "latitude", "longitude", "class", "status", "completion_date", "cover_id", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`complexes\`;`)
  await db.run(sql`DROP TABLE \`complexes\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes\` RENAME TO \`complexes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_slug_idx\` ON \`complexes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`complexes_city_idx\` ON \`complexes\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_class_idx\` ON \`complexes\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`complexes_status_idx\` ON \`complexes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complexes_completion_date_idx\` ON \`complexes\` (\`completion_date\`);`)
  await db.run(sql`CREATE INDEX \`complexes_cover_idx\` ON \`complexes\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_updated_at_idx\` ON \`complexes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complexes_created_at_idx\` ON \`complexes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`complexes__status_idx\` ON \`complexes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_houses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`complex_id\` integer,
  	\`completion_year\` numeric,
  	\`completion_quarter\` numeric,
  	\`floors\` numeric,
  	\`sections\` numeric DEFAULT 1,
  	\`status\` text DEFAULT 'construction',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_houses\`("id", "slug", "complex_id", "completion_year", "completion_quarter", "floors", "sections", "status", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "complex_id", "completion_year", "completion_quarter", "floors", "sections", "status", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`houses\`;`)
  await db.run(sql`DROP TABLE \`houses\`;`)
  await db.run(sql`ALTER TABLE \`__new_houses\` RENAME TO \`houses\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_slug_idx\` ON \`houses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`houses_complex_idx\` ON \`houses\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_updated_at_idx\` ON \`houses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`houses_created_at_idx\` ON \`houses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`houses__status_idx\` ON \`houses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_estates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`geo_flatnum\` text,
  	\`category\` text,
  	\`house_id\` integer,
  	\`complex_id\` integer,
  	\`status\` text DEFAULT 'free',
  	\`rooms\` numeric,
  	\`area\` numeric,
  	\`floor\` numeric,
  	\`section\` numeric,
  	\`price\` numeric,
  	\`price_per_m2\` numeric,
  	\`restoration_id\` integer,
  	\`layout_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`restoration_id\`) REFERENCES \`restorations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`layout_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_estates\`("id", "slug", "geo_flatnum", "category", "house_id", "complex_id", "status", "rooms", "area", "floor", "section", "price", "price_per_m2", "restoration_id", "layout_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "geo_flatnum", "category", "house_id", "complex_id", "status", "rooms", "area", "floor", "section", "price", "price_per_m2", "restoration_id", "layout_id", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`estates\`;`)
  await db.run(sql`DROP TABLE \`estates\`;`)
  await db.run(sql`ALTER TABLE \`__new_estates\` RENAME TO \`estates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`estates_slug_idx\` ON \`estates\` (\`slug\`);`)
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
  await db.run(sql`CREATE INDEX \`estates__status_idx\` ON \`estates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_construction_progress\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`complex_id\` integer,
  	\`house_id\` integer,
  	\`month\` text,
  	\`percent\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_construction_progress\`("id", "slug", "complex_id", "house_id", "month", "percent", "updated_at", "created_at", "_status") SELECT "id", "slug", "complex_id", "house_id", "month", "percent", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`construction_progress\`;`)
  await db.run(sql`DROP TABLE \`construction_progress\`;`)
  await db.run(sql`ALTER TABLE \`__new_construction_progress\` RENAME TO \`construction_progress\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`construction_progress_slug_idx\` ON \`construction_progress\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_complex_idx\` ON \`construction_progress\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_house_idx\` ON \`construction_progress\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_month_idx\` ON \`construction_progress\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_updated_at_idx\` ON \`construction_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_created_at_idx\` ON \`construction_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress__status_idx\` ON \`construction_progress\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_property_descriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`estate_category\` text,
  	\`complex_id\` integer,
  	\`house_id\` integer,
  	\`estate_rooms\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_property_descriptions\`("id", "type", "estate_category", "complex_id", "house_id", "estate_rooms", "order", "updated_at", "created_at", "_status") SELECT "id", "type", "estate_category", "complex_id", "house_id", "estate_rooms", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`property_descriptions\`;`)
  await db.run(sql`DROP TABLE \`property_descriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_descriptions\` RENAME TO \`property_descriptions\`;`)
  await db.run(sql`CREATE INDEX \`property_descriptions_type_idx\` ON \`property_descriptions\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_estate_category_idx\` ON \`property_descriptions\` (\`estate_category\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_complex_idx\` ON \`property_descriptions\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_house_idx\` ON \`property_descriptions\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_updated_at_idx\` ON \`property_descriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_created_at_idx\` ON \`property_descriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions__status_idx\` ON \`property_descriptions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`rate\` numeric,
  	\`initial_payment\` numeric,
  	\`term_months\` numeric,
  	\`fee_percent\` numeric DEFAULT 0,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_programs\`("id", "logo_id", "rate", "initial_payment", "term_months", "fee_percent", "order", "updated_at", "created_at", "_status") SELECT "id", "logo_id", "rate", "initial_payment", "term_months", "fee_percent", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`mortgage_programs\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_programs\` RENAME TO \`mortgage_programs\`;`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_logo_idx\` ON \`mortgage_programs\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_updated_at_idx\` ON \`mortgage_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_created_at_idx\` ON \`mortgage_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs__status_idx\` ON \`mortgage_programs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_installment_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rate\` numeric DEFAULT 0,
  	\`initial_payment\` numeric,
  	\`term_months\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_installment_plans\`("id", "rate", "initial_payment", "term_months", "order", "updated_at", "created_at", "_status") SELECT "id", "rate", "initial_payment", "term_months", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`installment_plans\`;`)
  await db.run(sql`DROP TABLE \`installment_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_installment_plans\` RENAME TO \`installment_plans\`;`)
  await db.run(sql`CREATE INDEX \`installment_plans_updated_at_idx\` ON \`installment_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_created_at_idx\` ON \`installment_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans__status_idx\` ON \`installment_plans\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`complex_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "slug", "published_at", "image_id", "complex_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "published_at", "image_id", "complex_id", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_complex_idx\` ON \`articles\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`is_basic\` integer DEFAULT false,
  	\`complex_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "slug", "image_id", "starts_at", "ends_at", "is_basic", "complex_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "image_id", "starts_at", "ends_at", "is_basic", "complex_id", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_slug_idx\` ON \`promotions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_starts_at_idx\` ON \`promotions\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_ends_at_idx\` ON \`promotions\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_basic_idx\` ON \`promotions\` (\`is_basic\`);`)
  await db.run(sql`CREATE INDEX \`promotions_complex_idx\` ON \`promotions\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions__status_idx\` ON \`promotions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_awards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_awards\`("id", "year", "image_id", "order", "updated_at", "created_at", "_status") SELECT "id", "year", "image_id", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`awards\`;`)
  await db.run(sql`DROP TABLE \`awards\`;`)
  await db.run(sql`ALTER TABLE \`__new_awards\` RENAME TO \`awards\`;`)
  await db.run(sql`CREATE INDEX \`awards_image_idx\` ON \`awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`awards_updated_at_idx\` ON \`awards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`awards_created_at_idx\` ON \`awards\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`awards__status_idx\` ON \`awards\` (\`_status\`);`)
  await db.run(sql`DROP INDEX \`employees_published_idx\`;`)
  await db.run(sql`ALTER TABLE \`employees\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`employees\` SET \`_status\` = CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END;`)
  await db.run(sql`CREATE INDEX \`employees__status_idx\` ON \`employees\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`employees\` DROP COLUMN \`published\`;`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rating\` numeric DEFAULT 5,
  	\`date\` text,
  	\`complex_id\` integer,
  	\`video_url\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "rating", "date", "complex_id", "video_url", "photo_id", "updated_at", "created_at", "_status") SELECT "id", "rating", "date", "complex_id", "video_url", "photo_id", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`CREATE INDEX \`reviews_complex_idx\` ON \`reviews\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_photo_idx\` ON \`reviews\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews__status_idx\` ON \`reviews\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`complex_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_photos\`("id", "image_id", "complex_id", "order", "updated_at", "created_at", "_status") SELECT "id", "image_id", "complex_id", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`photos\`;`)
  await db.run(sql`DROP TABLE \`photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_photos\` RENAME TO \`photos\`;`)
  await db.run(sql`CREATE INDEX \`photos_image_idx\` ON \`photos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_complex_idx\` ON \`photos\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_updated_at_idx\` ON \`photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photos_created_at_idx\` ON \`photos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`photos__status_idx\` ON \`photos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`preview_id\` integer,
  	\`complex_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`complex_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "video_url", "preview_id", "complex_id", "order", "updated_at", "created_at", "_status") SELECT "id", "video_url", "preview_id", "complex_id", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_preview_idx\` ON \`videos\` (\`preview_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_complex_idx\` ON \`videos\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "link", "image_id", "image_mobile_id", "order", "updated_at", "created_at", "_status") SELECT "id", "link", "image_id", "image_mobile_id", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_mobile_idx\` ON \`banners\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancy_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancy_categories\`("id", "slug", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`vacancy_categories\`;`)
  await db.run(sql`DROP TABLE \`vacancy_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancy_categories\` RENAME TO \`vacancy_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_categories_slug_idx\` ON \`vacancy_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_updated_at_idx\` ON \`vacancy_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_created_at_idx\` ON \`vacancy_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories__status_idx\` ON \`vacancy_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`city_id\` integer,
  	\`is_burning\` integer DEFAULT false,
  	\`is_student\` integer DEFAULT false,
  	\`is_closed\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancies\`("id", "slug", "category_id", "city_id", "is_burning", "is_student", "is_closed", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "category_id", "city_id", "is_burning", "is_student", "is_closed", "order", "updated_at", "created_at", CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END FROM \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancies\` RENAME TO \`vacancies\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_category_idx\` ON \`vacancies\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_city_idx\` ON \`vacancies\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_burning_idx\` ON \`vacancies\` (\`is_burning\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_student_idx\` ON \`vacancies\` (\`is_student\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_closed_idx\` ON \`vacancies\` (\`is_closed\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies__status_idx\` ON \`vacancies\` (\`_status\`);`)
  await db.run(sql`DROP INDEX \`contacts_published_idx\`;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`contacts\` SET \`_status\` = CASE WHEN "published" = 1 THEN 'published' ELSE 'draft' END;`)
  await db.run(sql`CREATE INDEX \`contacts__status_idx\` ON \`contacts\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`published\`;`)
  await db.run(sql`CREATE TABLE \`__new_complexes_features_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_features_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`complexes_features_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_features_locales\` RENAME TO \`complexes_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_features_locales_locale_parent_id_unique\` ON \`complexes_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_infrastructure_locales\` (
  	\`title\` text,
  	\`distance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_infrastructure_locales\`("title", "distance", "id", "_locale", "_parent_id") SELECT "title", "distance", "id", "_locale", "_parent_id" FROM \`complexes_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_infrastructure_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_infrastructure_locales\` RENAME TO \`complexes_infrastructure_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_infrastructure_locales_locale_parent_id_unique\` ON \`complexes_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_documents\`("_order", "_parent_id", "id", "file_id") SELECT "_order", "_parent_id", "id", "file_id" FROM \`complexes_documents\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_documents\` RENAME TO \`complexes_documents\`;`)
  await db.run(sql`CREATE INDEX \`complexes_documents_order_idx\` ON \`complexes_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_parent_id_idx\` ON \`complexes_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_file_idx\` ON \`complexes_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_documents_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`complexes_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_documents_locales\` RENAME TO \`complexes_documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_documents_locales_locale_parent_id_unique\` ON \`complexes_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_locales\` (
  	\`name\` text,
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
  await db.run(sql`INSERT INTO \`__new_complexes_locales\`("name", "district", "address", "short_description", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "name", "district", "address", "short_description", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`complexes_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_locales\` RENAME TO \`complexes_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_locales_locale_parent_id_unique\` ON \`complexes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_houses_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_houses_locales\`("name", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "name", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`houses_locales\`;`)
  await db.run(sql`DROP TABLE \`houses_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_houses_locales\` RENAME TO \`houses_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_locales_locale_parent_id_unique\` ON \`houses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_property_descriptions_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_descriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_property_descriptions_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`property_descriptions_locales\`;`)
  await db.run(sql`DROP TABLE \`property_descriptions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_descriptions_locales\` RENAME TO \`property_descriptions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_descriptions_locales_locale_parent_id_unique\` ON \`property_descriptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_programs_locales\` (
  	\`title\` text,
  	\`bank\` text,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_programs_locales\`("title", "bank", "conditions", "id", "_locale", "_parent_id") SELECT "title", "bank", "conditions", "id", "_locale", "_parent_id" FROM \`mortgage_programs_locales\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_programs_locales\` RENAME TO \`mortgage_programs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mortgage_programs_locales_locale_parent_id_unique\` ON \`mortgage_programs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_installment_plans_locales\` (
  	\`title\` text,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_installment_plans_locales\`("title", "conditions", "id", "_locale", "_parent_id") SELECT "title", "conditions", "id", "_locale", "_parent_id" FROM \`installment_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`installment_plans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_installment_plans_locales\` RENAME TO \`installment_plans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`installment_plans_locales_locale_parent_id_unique\` ON \`installment_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions_locales\` (
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_promotions_locales\`("title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`promotions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions_locales\` RENAME TO \`promotions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_locales_locale_parent_id_unique\` ON \`promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_awards_locales\` (
  	\`title\` text,
  	\`issuer\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_awards_locales\`("title", "issuer", "description", "id", "_locale", "_parent_id") SELECT "title", "issuer", "description", "id", "_locale", "_parent_id" FROM \`awards_locales\`;`)
  await db.run(sql`DROP TABLE \`awards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_awards_locales\` RENAME TO \`awards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`awards_locales_locale_parent_id_unique\` ON \`awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_employees_locales\` (
  	\`name\` text,
  	\`position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_employees_locales\`("name", "position", "id", "_locale", "_parent_id") SELECT "name", "position", "id", "_locale", "_parent_id" FROM \`employees_locales\`;`)
  await db.run(sql`DROP TABLE \`employees_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_employees_locales\` RENAME TO \`employees_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_locales_locale_parent_id_unique\` ON \`employees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_reviews_locales\` (
  	\`author\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews_locales\`("author", "text", "id", "_locale", "_parent_id") SELECT "author", "text", "id", "_locale", "_parent_id" FROM \`reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`reviews_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews_locales\` RENAME TO \`reviews_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_locales_locale_parent_id_unique\` ON \`reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_photos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_photos_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`photos_locales\`;`)
  await db.run(sql`DROP TABLE \`photos_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_photos_locales\` RENAME TO \`photos_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`photos_locales_locale_parent_id_unique\` ON \`photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos_locales\` RENAME TO \`videos_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners_locales\`("title", "subtitle", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "id", "_locale", "_parent_id" FROM \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners_locales\` RENAME TO \`banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancy_categories_locales\` (
  	\`title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancy_categories_locales\`("title", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`vacancy_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancy_categories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancy_categories_locales\` RENAME TO \`vacancy_categories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_categories_locales_locale_parent_id_unique\` ON \`vacancy_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancies_locales\` (
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_vacancies_locales\`("title", "salary", "employment", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "salary", "employment", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancies_locales\` RENAME TO \`vacancies_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_locales_locale_parent_id_unique\` ON \`vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contacts_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts_phones\`("_order", "_parent_id", "id", "phone") SELECT "_order", "_parent_id", "id", "phone" FROM \`contacts_phones\`;`)
  await db.run(sql`DROP TABLE \`contacts_phones\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts_phones\` RENAME TO \`contacts_phones\`;`)
  await db.run(sql`CREATE INDEX \`contacts_phones_order_idx\` ON \`contacts_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_phones_parent_id_idx\` ON \`contacts_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contacts_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts_schedule\`("_order", "_parent_id", "id", "opens", "closes") SELECT "_order", "_parent_id", "id", "opens", "closes" FROM \`contacts_schedule\`;`)
  await db.run(sql`DROP TABLE \`contacts_schedule\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts_schedule\` RENAME TO \`contacts_schedule\`;`)
  await db.run(sql`CREATE INDEX \`contacts_schedule_order_idx\` ON \`contacts_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_schedule_parent_id_idx\` ON \`contacts_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contacts_locales\` (
  	\`title\` text,
  	\`address\` text,
  	\`working_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts_locales\`("title", "address", "working_hours", "id", "_locale", "_parent_id") SELECT "title", "address", "working_hours", "id", "_locale", "_parent_id" FROM \`contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`contacts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts_locales\` RENAME TO \`contacts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contacts_locales_locale_parent_id_unique\` ON \`contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_complexes_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_houses_v\`;`)
  await db.run(sql`DROP TABLE \`_houses_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_houses_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_estates_v\`;`)
  await db.run(sql`DROP TABLE \`_construction_progress_v\`;`)
  await db.run(sql`DROP TABLE \`_construction_progress_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_construction_progress_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_property_descriptions_v\`;`)
  await db.run(sql`DROP TABLE \`_property_descriptions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_programs_v_version_estate_categories\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_programs_v\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_programs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_programs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_installment_plans_v_version_estate_categories\`;`)
  await db.run(sql`DROP TABLE \`_installment_plans_v\`;`)
  await db.run(sql`DROP TABLE \`_installment_plans_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_installment_plans_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_awards_v\`;`)
  await db.run(sql`DROP TABLE \`_awards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_employees_v\`;`)
  await db.run(sql`DROP TABLE \`_employees_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_reviews_v\`;`)
  await db.run(sql`DROP TABLE \`_reviews_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_photos_v\`;`)
  await db.run(sql`DROP TABLE \`_photos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancy_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancy_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_responsibilities\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_responsibilities_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_requirements\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_conditions\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_conditions_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contacts_v_version_phones\`;`)
  await db.run(sql`DROP TABLE \`_contacts_v_version_schedule_days\`;`)
  await db.run(sql`DROP TABLE \`_contacts_v_version_schedule\`;`)
  await db.run(sql`DROP TABLE \`_contacts_v\`;`)
  await db.run(sql`DROP TABLE \`_contacts_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_complexes\` (
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
  await db.run(sql`INSERT INTO \`__new_complexes\`("id", "slug", "published", "city_id", "latitude", "longitude", "class", "status", "completion_date", "cover_id", "order", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "city_id", "latitude", "longitude", "class", "status", "completion_date", "cover_id", "order", "updated_at", "created_at" FROM \`complexes\`;`)
  await db.run(sql`DROP TABLE \`complexes\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes\` RENAME TO \`complexes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_slug_idx\` ON \`complexes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`complexes_published_idx\` ON \`complexes\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`complexes_city_idx\` ON \`complexes\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_class_idx\` ON \`complexes\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`complexes_status_idx\` ON \`complexes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complexes_completion_date_idx\` ON \`complexes\` (\`completion_date\`);`)
  await db.run(sql`CREATE INDEX \`complexes_cover_idx\` ON \`complexes\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_updated_at_idx\` ON \`complexes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complexes_created_at_idx\` ON \`complexes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_houses\` (
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
  await db.run(sql`INSERT INTO \`__new_houses\`("id", "slug", "published", "complex_id", "completion_year", "completion_quarter", "floors", "sections", "status", "order", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "complex_id", "completion_year", "completion_quarter", "floors", "sections", "status", "order", "updated_at", "created_at" FROM \`houses\`;`)
  await db.run(sql`DROP TABLE \`houses\`;`)
  await db.run(sql`ALTER TABLE \`__new_houses\` RENAME TO \`houses\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_slug_idx\` ON \`houses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`houses_published_idx\` ON \`houses\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`houses_complex_idx\` ON \`houses\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_updated_at_idx\` ON \`houses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`houses_created_at_idx\` ON \`houses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_estates\` (
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
  await db.run(sql`INSERT INTO \`__new_estates\`("id", "slug", "published", "geo_flatnum", "category", "house_id", "complex_id", "status", "rooms", "area", "floor", "section", "price", "price_per_m2", "restoration_id", "layout_id", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "geo_flatnum", "category", "house_id", "complex_id", "status", "rooms", "area", "floor", "section", "price", "price_per_m2", "restoration_id", "layout_id", "updated_at", "created_at" FROM \`estates\`;`)
  await db.run(sql`DROP TABLE \`estates\`;`)
  await db.run(sql`ALTER TABLE \`__new_estates\` RENAME TO \`estates\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_construction_progress\` (
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
  await db.run(sql`INSERT INTO \`__new_construction_progress\`("id", "slug", "published", "complex_id", "house_id", "month", "percent", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "complex_id", "house_id", "month", "percent", "updated_at", "created_at" FROM \`construction_progress\`;`)
  await db.run(sql`DROP TABLE \`construction_progress\`;`)
  await db.run(sql`ALTER TABLE \`__new_construction_progress\` RENAME TO \`construction_progress\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`construction_progress_slug_idx\` ON \`construction_progress\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_published_idx\` ON \`construction_progress\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_complex_idx\` ON \`construction_progress\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_house_idx\` ON \`construction_progress\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_month_idx\` ON \`construction_progress\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_updated_at_idx\` ON \`construction_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`construction_progress_created_at_idx\` ON \`construction_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_property_descriptions\` (
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
  await db.run(sql`INSERT INTO \`__new_property_descriptions\`("id", "published", "type", "estate_category", "complex_id", "house_id", "estate_rooms", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "type", "estate_category", "complex_id", "house_id", "estate_rooms", "order", "updated_at", "created_at" FROM \`property_descriptions\`;`)
  await db.run(sql`DROP TABLE \`property_descriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_descriptions\` RENAME TO \`property_descriptions\`;`)
  await db.run(sql`CREATE INDEX \`property_descriptions_published_idx\` ON \`property_descriptions\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_type_idx\` ON \`property_descriptions\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_estate_category_idx\` ON \`property_descriptions\` (\`estate_category\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_complex_idx\` ON \`property_descriptions\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_house_idx\` ON \`property_descriptions\` (\`house_id\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_updated_at_idx\` ON \`property_descriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_descriptions_created_at_idx\` ON \`property_descriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`logo_id\` integer,
  	\`rate\` numeric NOT NULL,
  	\`initial_payment\` numeric NOT NULL,
  	\`term_months\` numeric NOT NULL,
  	\`fee_percent\` numeric DEFAULT 0 NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_programs\`("id", "published", "logo_id", "rate", "initial_payment", "term_months", "fee_percent", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "logo_id", "rate", "initial_payment", "term_months", "fee_percent", "order", "updated_at", "created_at" FROM \`mortgage_programs\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_programs\` RENAME TO \`mortgage_programs\`;`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_published_idx\` ON \`mortgage_programs\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_logo_idx\` ON \`mortgage_programs\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_updated_at_idx\` ON \`mortgage_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_created_at_idx\` ON \`mortgage_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_installment_plans\` (
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
  await db.run(sql`INSERT INTO \`__new_installment_plans\`("id", "published", "rate", "initial_payment", "term_months", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "rate", "initial_payment", "term_months", "order", "updated_at", "created_at" FROM \`installment_plans\`;`)
  await db.run(sql`DROP TABLE \`installment_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_installment_plans\` RENAME TO \`installment_plans\`;`)
  await db.run(sql`CREATE INDEX \`installment_plans_published_idx\` ON \`installment_plans\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_updated_at_idx\` ON \`installment_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_created_at_idx\` ON \`installment_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
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
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "slug", "published", "published_at", "image_id", "complex_id", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "published_at", "image_id", "complex_id", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_idx\` ON \`articles\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_complex_idx\` ON \`articles\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
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
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "slug", "published", "image_id", "starts_at", "ends_at", "is_basic", "complex_id", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "image_id", "starts_at", "ends_at", "is_basic", "complex_id", "updated_at", "created_at" FROM \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_slug_idx\` ON \`promotions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promotions_published_idx\` ON \`promotions\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_starts_at_idx\` ON \`promotions\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_ends_at_idx\` ON \`promotions\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_basic_idx\` ON \`promotions\` (\`is_basic\`);`)
  await db.run(sql`CREATE INDEX \`promotions_complex_idx\` ON \`promotions\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_awards\` (
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
  await db.run(sql`INSERT INTO \`__new_awards\`("id", "published", "year", "image_id", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "year", "image_id", "order", "updated_at", "created_at" FROM \`awards\`;`)
  await db.run(sql`DROP TABLE \`awards\`;`)
  await db.run(sql`ALTER TABLE \`__new_awards\` RENAME TO \`awards\`;`)
  await db.run(sql`CREATE INDEX \`awards_published_idx\` ON \`awards\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`awards_image_idx\` ON \`awards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`awards_updated_at_idx\` ON \`awards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`awards_created_at_idx\` ON \`awards\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`employees__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`employees\` ADD \`published\` integer DEFAULT true;`)
  await db.run(sql`UPDATE \`employees\` SET \`published\` = CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END;`)
  await db.run(sql`CREATE INDEX \`employees_published_idx\` ON \`employees\` (\`published\`);`)
  await db.run(sql`ALTER TABLE \`employees\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
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
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "published", "rating", "date", "complex_id", "video_url", "photo_id", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "rating", "date", "complex_id", "video_url", "photo_id", "updated_at", "created_at" FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`CREATE INDEX \`reviews_published_idx\` ON \`reviews\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`reviews_complex_idx\` ON \`reviews\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_photo_idx\` ON \`reviews\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_photos\` (
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
  await db.run(sql`INSERT INTO \`__new_photos\`("id", "published", "image_id", "complex_id", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "image_id", "complex_id", "order", "updated_at", "created_at" FROM \`photos\`;`)
  await db.run(sql`DROP TABLE \`photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_photos\` RENAME TO \`photos\`;`)
  await db.run(sql`CREATE INDEX \`photos_published_idx\` ON \`photos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`photos_image_idx\` ON \`photos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_complex_idx\` ON \`photos\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_updated_at_idx\` ON \`photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photos_created_at_idx\` ON \`photos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
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
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "published", "video_url", "preview_id", "complex_id", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "video_url", "preview_id", "complex_id", "order", "updated_at", "created_at" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_published_idx\` ON \`videos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`videos_preview_idx\` ON \`videos\` (\`preview_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_complex_idx\` ON \`videos\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
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
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "published", "link", "image_id", "image_mobile_id", "order", "updated_at", "created_at") SELECT "id", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "link", "image_id", "image_mobile_id", "order", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_published_idx\` ON \`banners\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_mobile_idx\` ON \`banners\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancy_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancy_categories\`("id", "slug", "published", "order", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "order", "updated_at", "created_at" FROM \`vacancy_categories\`;`)
  await db.run(sql`DROP TABLE \`vacancy_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancy_categories\` RENAME TO \`vacancy_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_categories_slug_idx\` ON \`vacancy_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_published_idx\` ON \`vacancy_categories\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_updated_at_idx\` ON \`vacancy_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_categories_created_at_idx\` ON \`vacancy_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`category_id\` integer NOT NULL,
  	\`city_id\` integer,
  	\`is_burning\` integer DEFAULT false,
  	\`is_student\` integer DEFAULT false,
  	\`is_closed\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancies\`("id", "slug", "published", "category_id", "city_id", "is_burning", "is_student", "is_closed", "order", "updated_at", "created_at") SELECT "id", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "category_id", "city_id", "is_burning", "is_student", "is_closed", "order", "updated_at", "created_at" FROM \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancies\` RENAME TO \`vacancies\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_published_idx\` ON \`vacancies\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_category_idx\` ON \`vacancies\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_city_idx\` ON \`vacancies\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_burning_idx\` ON \`vacancies\` (\`is_burning\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_student_idx\` ON \`vacancies\` (\`is_student\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_is_closed_idx\` ON \`vacancies\` (\`is_closed\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`contacts__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`published\` integer DEFAULT true;`)
  await db.run(sql`UPDATE \`contacts\` SET \`published\` = CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END;`)
  await db.run(sql`CREATE INDEX \`contacts_published_idx\` ON \`contacts\` (\`published\`);`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_complexes_features_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_features_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`complexes_features_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_features_locales\` RENAME TO \`complexes_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_features_locales_locale_parent_id_unique\` ON \`complexes_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_infrastructure_locales\` (
  	\`title\` text NOT NULL,
  	\`distance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_infrastructure_locales\`("title", "distance", "id", "_locale", "_parent_id") SELECT "title", "distance", "id", "_locale", "_parent_id" FROM \`complexes_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_infrastructure_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_infrastructure_locales\` RENAME TO \`complexes_infrastructure_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_infrastructure_locales_locale_parent_id_unique\` ON \`complexes_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_documents\`("_order", "_parent_id", "id", "file_id") SELECT "_order", "_parent_id", "id", "file_id" FROM \`complexes_documents\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_documents\` RENAME TO \`complexes_documents\`;`)
  await db.run(sql`CREATE INDEX \`complexes_documents_order_idx\` ON \`complexes_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_parent_id_idx\` ON \`complexes_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_file_idx\` ON \`complexes_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_documents_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`complexes_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_documents_locales\` RENAME TO \`complexes_documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_documents_locales_locale_parent_id_unique\` ON \`complexes_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_complexes_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_complexes_locales\`("name", "district", "address", "short_description", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "name", "district", "address", "short_description", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`complexes_locales\`;`)
  await db.run(sql`DROP TABLE \`complexes_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_locales\` RENAME TO \`complexes_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_locales_locale_parent_id_unique\` ON \`complexes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_houses_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_houses_locales\`("name", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "name", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`houses_locales\`;`)
  await db.run(sql`DROP TABLE \`houses_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_houses_locales\` RENAME TO \`houses_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_locales_locale_parent_id_unique\` ON \`houses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_property_descriptions_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_descriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_property_descriptions_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`property_descriptions_locales\`;`)
  await db.run(sql`DROP TABLE \`property_descriptions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_descriptions_locales\` RENAME TO \`property_descriptions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_descriptions_locales_locale_parent_id_unique\` ON \`property_descriptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_programs_locales\` (
  	\`title\` text NOT NULL,
  	\`bank\` text NOT NULL,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_programs_locales\`("title", "bank", "conditions", "id", "_locale", "_parent_id") SELECT "title", "bank", "conditions", "id", "_locale", "_parent_id" FROM \`mortgage_programs_locales\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_programs_locales\` RENAME TO \`mortgage_programs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mortgage_programs_locales_locale_parent_id_unique\` ON \`mortgage_programs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_installment_plans_locales\` (
  	\`title\` text NOT NULL,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_installment_plans_locales\`("title", "conditions", "id", "_locale", "_parent_id") SELECT "title", "conditions", "id", "_locale", "_parent_id" FROM \`installment_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`installment_plans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_installment_plans_locales\` RENAME TO \`installment_plans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`installment_plans_locales_locale_parent_id_unique\` ON \`installment_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_promotions_locales\`("title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`promotions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions_locales\` RENAME TO \`promotions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_locales_locale_parent_id_unique\` ON \`promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_awards_locales\` (
  	\`title\` text NOT NULL,
  	\`issuer\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_awards_locales\`("title", "issuer", "description", "id", "_locale", "_parent_id") SELECT "title", "issuer", "description", "id", "_locale", "_parent_id" FROM \`awards_locales\`;`)
  await db.run(sql`DROP TABLE \`awards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_awards_locales\` RENAME TO \`awards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`awards_locales_locale_parent_id_unique\` ON \`awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_employees_locales\` (
  	\`name\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_employees_locales\`("name", "position", "id", "_locale", "_parent_id") SELECT "name", "position", "id", "_locale", "_parent_id" FROM \`employees_locales\`;`)
  await db.run(sql`DROP TABLE \`employees_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_employees_locales\` RENAME TO \`employees_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_locales_locale_parent_id_unique\` ON \`employees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_reviews_locales\` (
  	\`author\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews_locales\`("author", "text", "id", "_locale", "_parent_id") SELECT "author", "text", "id", "_locale", "_parent_id" FROM \`reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`reviews_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews_locales\` RENAME TO \`reviews_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_locales_locale_parent_id_unique\` ON \`reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_photos_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_photos_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`photos_locales\`;`)
  await db.run(sql`DROP TABLE \`photos_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_photos_locales\` RENAME TO \`photos_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`photos_locales_locale_parent_id_unique\` ON \`photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos_locales\` RENAME TO \`videos_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners_locales\`("title", "subtitle", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "id", "_locale", "_parent_id" FROM \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners_locales\` RENAME TO \`banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancy_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancy_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancy_categories_locales\`("title", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`vacancy_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancy_categories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancy_categories_locales\` RENAME TO \`vacancy_categories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_categories_locales_locale_parent_id_unique\` ON \`vacancy_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_vacancies_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_vacancies_locales\`("title", "salary", "employment", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "salary", "employment", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancies_locales\` RENAME TO \`vacancies_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_locales_locale_parent_id_unique\` ON \`vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contacts_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts_phones\`("_order", "_parent_id", "id", "phone") SELECT "_order", "_parent_id", "id", "phone" FROM \`contacts_phones\`;`)
  await db.run(sql`DROP TABLE \`contacts_phones\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts_phones\` RENAME TO \`contacts_phones\`;`)
  await db.run(sql`CREATE INDEX \`contacts_phones_order_idx\` ON \`contacts_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_phones_parent_id_idx\` ON \`contacts_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contacts_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts_schedule\`("_order", "_parent_id", "id", "opens", "closes") SELECT "_order", "_parent_id", "id", "opens", "closes" FROM \`contacts_schedule\`;`)
  await db.run(sql`DROP TABLE \`contacts_schedule\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts_schedule\` RENAME TO \`contacts_schedule\`;`)
  await db.run(sql`CREATE INDEX \`contacts_schedule_order_idx\` ON \`contacts_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_schedule_parent_id_idx\` ON \`contacts_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contacts_locales\` (
  	\`title\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`working_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts_locales\`("title", "address", "working_hours", "id", "_locale", "_parent_id") SELECT "title", "address", "working_hours", "id", "_locale", "_parent_id" FROM \`contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`contacts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts_locales\` RENAME TO \`contacts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contacts_locales_locale_parent_id_unique\` ON \`contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
