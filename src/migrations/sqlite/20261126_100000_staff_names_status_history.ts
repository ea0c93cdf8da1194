import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillName, type StoredUserRow } from '../data/staff-names'

/**
 * Staff names (required from now on: existing accounts named from their e-mails, before the column
 * turns NOT NULL), the leads' status history, and the name of who saved each version of content.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const unnamed = await db.all<StoredUserRow>(sql`SELECT id, email, name FROM users WHERE name IS NULL OR trim(name) = ''`)
  for (const row of unnamed) await db.run(sql`UPDATE users SET name = ${backfillName(row)} WHERE id = ${row.id}`)
  await db.run(sql`CREATE TABLE \`leads_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`by_id\` integer,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_status_history_order_idx\` ON \`leads_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_history_parent_id_idx\` ON \`leads_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_history_by_idx\` ON \`leads_status_history\` (\`by_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`complexes\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_complexes_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`houses\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_houses_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`estates\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_estates_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`construction_progress\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_construction_progress_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`property_descriptions\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_property_descriptions_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`installment_plans\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`promotions\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_promotions_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`awards\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_awards_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`employees\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_employees_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_reviews_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`photos\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_photos_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`vacancy_categories\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancy_categories_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_contacts_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`purchase_guide\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_purchase_guide_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`last_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_last_edited_by\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_status_history\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
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
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`complexes\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_complexes_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`houses\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_houses_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`estates\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_estates_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`construction_progress\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_construction_progress_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`property_descriptions\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_property_descriptions_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`installment_plans\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`promotions\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_promotions_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`awards\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_awards_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`employees\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_employees_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_reviews_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`photos\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_photos_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`vacancy_categories\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_vacancy_categories_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_contacts_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`purchase_guide\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_purchase_guide_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`last_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` DROP COLUMN \`version_last_edited_by\`;`)
}
