import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contacts_schedule_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contacts_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_schedule_days_order_idx\` ON \`contacts_schedule_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_schedule_days_parent_idx\` ON \`contacts_schedule_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_schedule_order_idx\` ON \`contacts_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_schedule_parent_id_idx\` ON \`contacts_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_history_order_idx\` ON \`about_page_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_parent_id_idx\` ON \`about_page_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_history_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_history_locales_locale_parent_id_unique\` ON \`about_page_history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_values_order_idx\` ON \`about_page_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_values_parent_id_idx\` ON \`about_page_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_values_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_locales_locale_parent_id_unique\` ON \`about_page_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`founded_year\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`about_page_locales\` (
  	\`intro\` text,
  	\`mission\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`requisites_bin\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`requisites_kbe\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`requisites_iban\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`requisites_bik\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`requisites_legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`requisites_bank\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`requisites_legal_address\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contacts_schedule_days\`;`)
  await db.run(sql`DROP TABLE \`contacts_schedule\`;`)
  await db.run(sql`DROP TABLE \`about_page_history\`;`)
  await db.run(sql`DROP TABLE \`about_page_history_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`requisites_bin\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`requisites_kbe\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`requisites_iban\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`requisites_bik\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`requisites_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`requisites_bank\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`requisites_legal_address\`;`)
}
