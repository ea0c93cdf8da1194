import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alert_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`estate_id\` integer,
  	\`search_category\` text,
  	\`search_query\` text,
  	\`confirmed_at\` text,
  	\`last_change\` numeric,
  	\`seen\` text,
  	\`digest_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`estate_id\`) REFERENCES \`estates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_email_idx\` ON \`alert_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_subscriptions_token_idx\` ON \`alert_subscriptions\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_estate_idx\` ON \`alert_subscriptions\` (\`estate_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_confirmed_at_idx\` ON \`alert_subscriptions\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_updated_at_idx\` ON \`alert_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_created_at_idx\` ON \`alert_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscriptions_id\` integer REFERENCES alert_subscriptions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscriptions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Foreign keys off before the table goes (by hand: the generated down dropped it first), so that no
  // check runs against the locked documents' link while it is rebuilt.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` IN ('alert-confirmation', 'alert-unit-change', 'alert-digest');`)
  await db.run(sql`DROP TABLE \`alert_subscriptions\`;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`complexes_id\` integer,
  	\`houses_id\` integer,
  	\`estates_id\` integer,
  	\`estate_price_changes_id\` integer,
  	\`crm_sync_runs_id\` integer,
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
  	\`reservation_holds_id\` integer,
  	\`lead_comments_id\` integer,
  	\`lead_files_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complexes_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`houses_id\`) REFERENCES \`houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estates_id\`) REFERENCES \`estates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estate_price_changes_id\`) REFERENCES \`estate_price_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_sync_runs_id\`) REFERENCES \`crm_sync_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`reservation_holds_id\`) REFERENCES \`reservation_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_comments_id\`) REFERENCES \`lead_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "complexes_id", "houses_id", "estates_id", "estate_price_changes_id", "crm_sync_runs_id", "estate_categories_id", "restorations_id", "cities_id", "construction_progress_id", "property_descriptions_id", "mortgage_programs_id", "installment_plans_id", "articles_id", "promotions_id", "awards_id", "employees_id", "reviews_id", "photos_id", "videos_id", "banners_id", "feedback_images_id", "vacancy_categories_id", "vacancies_id", "contacts_id", "localizations_id", "redirects_id", "leads_id", "reservation_holds_id", "lead_comments_id", "lead_files_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "complexes_id", "houses_id", "estates_id", "estate_price_changes_id", "crm_sync_runs_id", "estate_categories_id", "restorations_id", "cities_id", "construction_progress_id", "property_descriptions_id", "mortgage_programs_id", "installment_plans_id", "articles_id", "promotions_id", "awards_id", "employees_id", "reviews_id", "photos_id", "videos_id", "banners_id", "feedback_images_id", "vacancy_categories_id", "vacancies_id", "contacts_id", "localizations_id", "redirects_id", "leads_id", "reservation_holds_id", "lead_comments_id", "lead_files_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_sync_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_sync_runs_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservation_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`reservation_holds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_files_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
