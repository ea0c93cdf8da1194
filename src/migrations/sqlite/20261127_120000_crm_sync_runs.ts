import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`crm_sync_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`ended_at\` text,
  	\`status\` text NOT NULL,
  	\`trigger\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`new_count\` numeric DEFAULT 0,
  	\`linked_count\` numeric DEFAULT 0,
  	\`price_changed_count\` numeric DEFAULT 0,
  	\`status_changed_count\` numeric DEFAULT 0,
  	\`other_changed_count\` numeric DEFAULT 0,
  	\`taken_off_count\` numeric DEFAULT 0,
  	\`problem_count\` numeric DEFAULT 0,
  	\`problem_rows\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_sync_runs_started_at_idx\` ON \`crm_sync_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_sync_runs_status_idx\` ON \`crm_sync_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`crm_sync_runs_updated_at_idx\` ON \`crm_sync_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_sync_runs_created_at_idx\` ON \`crm_sync_runs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_sync_runs_id\` integer REFERENCES crm_sync_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_sync_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_sync_runs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The sync's jobs go with their task (the generated down left them for a server that no longer knows it).
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` = 'crm-inventory-sync';`)
  await db.run(sql`DROP TABLE \`crm_sync_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	\`estates_id\` integer,
  	\`estate_price_changes_id\` integer,
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
  	\`lead_comments_id\` integer,
  	\`lead_files_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estates_id\`) REFERENCES \`estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estate_price_changes_id\`) REFERENCES \`estate_price_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`lead_comments_id\`) REFERENCES \`lead_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "complexes_id", "houses_id", "estates_id", "estate_price_changes_id", "estate_categories_id", "restorations_id", "cities_id", "construction_progress_id", "property_descriptions_id", "mortgage_programs_id", "installment_plans_id", "articles_id", "promotions_id", "awards_id", "employees_id", "reviews_id", "photos_id", "videos_id", "banners_id", "feedback_images_id", "vacancy_categories_id", "vacancies_id", "contacts_id", "localizations_id", "redirects_id", "leads_id", "lead_comments_id", "lead_files_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "complexes_id", "houses_id", "estates_id", "estate_price_changes_id", "estate_categories_id", "restorations_id", "cities_id", "construction_progress_id", "property_descriptions_id", "mortgage_programs_id", "installment_plans_id", "articles_id", "promotions_id", "awards_id", "employees_id", "reviews_id", "photos_id", "videos_id", "banners_id", "feedback_images_id", "vacancy_categories_id", "vacancies_id", "contacts_id", "localizations_id", "redirects_id", "leads_id", "lead_comments_id", "lead_files_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complexes_id_idx\` ON \`payload_locked_documents_rels\` (\`complexes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_houses_id_idx\` ON \`payload_locked_documents_rels\` (\`houses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estates_id_idx\` ON \`payload_locked_documents_rels\` (\`estates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estate_price_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`estate_price_changes_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_files_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
