import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`complexes_master_plan_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`house_id\` integer,
  	\`points\` text,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`complexes_master_plan_areas_order_idx\` ON \`complexes_master_plan_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_master_plan_areas_parent_id_idx\` ON \`complexes_master_plan_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_master_plan_areas_house_idx\` ON \`complexes_master_plan_areas\` (\`house_id\`);`)
  await db.run(sql`CREATE TABLE \`_complexes_v_version_master_plan_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`house_id\` integer,
  	\`points\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`house_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_master_plan_areas_order_idx\` ON \`_complexes_v_version_master_plan_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_master_plan_areas_parent_id_idx\` ON \`_complexes_v_version_master_plan_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_master_plan_areas_house_idx\` ON \`_complexes_v_version_master_plan_areas\` (\`house_id\`);`)
  await db.run(sql`CREATE TABLE \`houses_facade_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`floor\` numeric,
  	\`section\` numeric,
  	\`points\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`houses_facade_areas_order_idx\` ON \`houses_facade_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`houses_facade_areas_parent_id_idx\` ON \`houses_facade_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`houses_floor_plans_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`position\` numeric,
  	\`points\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`houses_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`houses_floor_plans_areas_order_idx\` ON \`houses_floor_plans_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`houses_floor_plans_areas_parent_id_idx\` ON \`houses_floor_plans_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`houses_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`floor_from\` numeric,
  	\`floor_to\` numeric,
  	\`section\` numeric,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`houses_floor_plans_order_idx\` ON \`houses_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`houses_floor_plans_parent_id_idx\` ON \`houses_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_floor_plans_image_idx\` ON \`houses_floor_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_houses_v_version_facade_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`floor\` numeric,
  	\`section\` numeric,
  	\`points\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_houses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_houses_v_version_facade_areas_order_idx\` ON \`_houses_v_version_facade_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_facade_areas_parent_id_idx\` ON \`_houses_v_version_facade_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_houses_v_version_floor_plans_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` numeric,
  	\`points\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_houses_v_version_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_houses_v_version_floor_plans_areas_order_idx\` ON \`_houses_v_version_floor_plans_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_floor_plans_areas_parent_id_idx\` ON \`_houses_v_version_floor_plans_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_houses_v_version_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`floor_from\` numeric,
  	\`floor_to\` numeric,
  	\`section\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_houses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_houses_v_version_floor_plans_order_idx\` ON \`_houses_v_version_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_floor_plans_parent_id_idx\` ON \`_houses_v_version_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_floor_plans_image_idx\` ON \`_houses_v_version_floor_plans\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`complexes\` ADD \`master_plan_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`complexes_master_plan_master_plan_image_idx\` ON \`complexes\` (\`master_plan_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_complexes_v\` ADD \`version_master_plan_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_master_plan_version_master_plan_ima_idx\` ON \`_complexes_v\` (\`version_master_plan_image_id\`);`)
  await db.run(sql`ALTER TABLE \`houses\` ADD \`facade_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`houses_facade_facade_image_idx\` ON \`houses\` (\`facade_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_houses_v\` ADD \`version_facade_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_facade_version_facade_image_idx\` ON \`_houses_v\` (\`version_facade_image_id\`);`)
  await db.run(sql`ALTER TABLE \`estates\` ADD \`floor_position\` numeric;`)
  await db.run(sql`ALTER TABLE \`_estates_v\` ADD \`version_floor_position\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`complexes_master_plan_areas\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_master_plan_areas\`;`)
  await db.run(sql`DROP TABLE \`houses_facade_areas\`;`)
  await db.run(sql`DROP TABLE \`houses_floor_plans_areas\`;`)
  await db.run(sql`DROP TABLE \`houses_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`_houses_v_version_facade_areas\`;`)
  await db.run(sql`DROP TABLE \`_houses_v_version_floor_plans_areas\`;`)
  await db.run(sql`DROP TABLE \`_houses_v_version_floor_plans\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_complexes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`crm_id\` text,
  	\`last_edited_by\` text,
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
  await db.run(sql`INSERT INTO \`__new_complexes\`("id", "slug", "crm_id", "last_edited_by", "city_id", "latitude", "longitude", "class", "status", "completion_date", "cover_id", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "crm_id", "last_edited_by", "city_id", "latitude", "longitude", "class", "status", "completion_date", "cover_id", "order", "updated_at", "created_at", "_status" FROM \`complexes\`;`)
  await db.run(sql`DROP TABLE \`complexes\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes\` RENAME TO \`complexes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_slug_idx\` ON \`complexes\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`complexes_crm_id_idx\` ON \`complexes\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_city_idx\` ON \`complexes\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_class_idx\` ON \`complexes\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`complexes_status_idx\` ON \`complexes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`complexes_completion_date_idx\` ON \`complexes\` (\`completion_date\`);`)
  await db.run(sql`CREATE INDEX \`complexes_cover_idx\` ON \`complexes\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_updated_at_idx\` ON \`complexes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`complexes_created_at_idx\` ON \`complexes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`complexes__status_idx\` ON \`complexes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__complexes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_crm_id\` text,
  	\`version_last_edited_by\` text,
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
  await db.run(sql`INSERT INTO \`__new__complexes_v\`("id", "parent_id", "version_slug", "version_crm_id", "version_last_edited_by", "version_city_id", "version_latitude", "version_longitude", "version_class", "version_status", "version_completion_date", "version_cover_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_crm_id", "version_last_edited_by", "version_city_id", "version_latitude", "version_longitude", "version_class", "version_status", "version_completion_date", "version_cover_id", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_complexes_v\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__complexes_v\` RENAME TO \`_complexes_v\`;`)
  await db.run(sql`CREATE INDEX \`_complexes_v_parent_idx\` ON \`_complexes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_slug_idx\` ON \`_complexes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_version_crm_id_idx\` ON \`_complexes_v\` (\`version_crm_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_houses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`crm_id\` text,
  	\`last_edited_by\` text,
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
  await db.run(sql`INSERT INTO \`__new_houses\`("id", "slug", "crm_id", "last_edited_by", "complex_id", "completion_year", "completion_quarter", "floors", "sections", "status", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "crm_id", "last_edited_by", "complex_id", "completion_year", "completion_quarter", "floors", "sections", "status", "order", "updated_at", "created_at", "_status" FROM \`houses\`;`)
  await db.run(sql`DROP TABLE \`houses\`;`)
  await db.run(sql`ALTER TABLE \`__new_houses\` RENAME TO \`houses\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_slug_idx\` ON \`houses\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`houses_crm_id_idx\` ON \`houses\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_complex_idx\` ON \`houses\` (\`complex_id\`);`)
  await db.run(sql`CREATE INDEX \`houses_updated_at_idx\` ON \`houses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`houses_created_at_idx\` ON \`houses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`houses__status_idx\` ON \`houses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__houses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_crm_id\` text,
  	\`version_last_edited_by\` text,
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
  await db.run(sql`INSERT INTO \`__new__houses_v\`("id", "parent_id", "version_slug", "version_crm_id", "version_last_edited_by", "version_complex_id", "version_completion_year", "version_completion_quarter", "version_floors", "version_sections", "version_status", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_crm_id", "version_last_edited_by", "version_complex_id", "version_completion_year", "version_completion_quarter", "version_floors", "version_sections", "version_status", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_houses_v\`;`)
  await db.run(sql`DROP TABLE \`_houses_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__houses_v\` RENAME TO \`_houses_v\`;`)
  await db.run(sql`CREATE INDEX \`_houses_v_parent_idx\` ON \`_houses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version_slug_idx\` ON \`_houses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_houses_v_version_version_crm_id_idx\` ON \`_houses_v\` (\`version_crm_id\`);`)
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
  // Foreign keys back on only after every rebuild: dropping `houses` with them on would empty the estates'
  // house_id (ON DELETE SET NULL), as the generator's order did.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`estates\` DROP COLUMN \`floor_position\`;`)
  await db.run(sql`ALTER TABLE \`_estates_v\` DROP COLUMN \`version_floor_position\`;`)
}
