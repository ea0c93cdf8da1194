import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillLead, restoreDetails, type StoredLeadRow } from '../data/leads-desk'

/** Existing leads: status (spam or new), search key, the meeting's day and office as fields (src/migrations/data/leads-desk.ts). */
async function backfill({ db }: MigrateUpArgs): Promise<void> {
  const contacts = await db.all<{ id: number }>(sql`SELECT id FROM contacts`)
  const contactIds = new Set(contacts.map((row) => Number(row.id)))
  const rows = await db.all<StoredLeadRow>(sql`SELECT id, name, phone, email, spam, details FROM leads`)
  for (const row of rows) {
    const lead = backfillLead(row, contactIds)
    await db.run(
      sql`UPDATE leads SET status = ${lead.status}, search_text = ${lead.search_text}, meeting_at = ${lead.meeting_at}, meeting_office_id = ${lead.meeting_office_id}, details = ${lead.details} WHERE id = ${lead.id}`,
    )
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  const { db } = args
  await db.run(sql`CREATE TABLE \`lead_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_comments_lead_idx\` ON \`lead_comments\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_comments_author_idx\` ON \`lead_comments\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_comments_updated_at_idx\` ON \`lead_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_comments_created_at_idx\` ON \`lead_comments\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`meeting_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`meeting_office_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`search_text\` text;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_meeting_at_idx\` ON \`leads\` (\`meeting_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_meeting_office_idx\` ON \`leads\` (\`meeting_office_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_search_text_idx\` ON \`leads\` (\`search_text\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_comments_id\` integer REFERENCES lead_comments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_comments_id\`);`)
  await backfill(args)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const meetings = await db.all<{ id: number; details: unknown; meeting_at: unknown; meeting_office_id: unknown }>(
    sql`SELECT id, details, meeting_at, meeting_office_id FROM leads WHERE meeting_at IS NOT NULL OR meeting_office_id IS NOT NULL`,
  )
  for (const row of meetings) await db.run(sql`UPDATE leads SET details = ${restoreDetails(row)} WHERE id = ${row.id}`)
  await db.run(sql`DROP TABLE \`lead_comments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
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
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "kind", "name", "phone", "email", "message", "complex_id", "estate_id", "vacancy_id", "cv_id", "details", "utm_source", "utm_medium", "utm_campaign", "utm_term", "page", "locale", "user_agent", "delivery_state", "delivery_email", "delivery_email_sent_at", "delivery_crm", "delivery_crm_sent_at", "delivery_attempts", "delivery_last_error", "spam", "uid", "dedupe_slot", "updated_at", "created_at") SELECT "id", "kind", "name", "phone", "email", "message", "complex_id", "estate_id", "vacancy_id", "cv_id", "details", "utm_source", "utm_medium", "utm_campaign", "utm_term", "page", "locale", "user_agent", "delivery_state", "delivery_email", "delivery_email_sent_at", "delivery_crm", "delivery_crm_sent_at", "delivery_attempts", "delivery_last_error", "spam", "uid", "dedupe_slot", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "complexes_id", "houses_id", "estates_id", "estate_categories_id", "restorations_id", "cities_id", "construction_progress_id", "property_descriptions_id", "mortgage_programs_id", "installment_plans_id", "articles_id", "promotions_id", "awards_id", "employees_id", "reviews_id", "photos_id", "videos_id", "banners_id", "feedback_images_id", "vacancy_categories_id", "vacancies_id", "contacts_id", "localizations_id", "redirects_id", "leads_id", "lead_files_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "complexes_id", "houses_id", "estates_id", "estate_categories_id", "restorations_id", "cities_id", "construction_progress_id", "property_descriptions_id", "mortgage_programs_id", "installment_plans_id", "articles_id", "promotions_id", "awards_id", "employees_id", "reviews_id", "photos_id", "videos_id", "banners_id", "feedback_images_id", "vacancy_categories_id", "vacancies_id", "contacts_id", "localizations_id", "redirects_id", "leads_id", "lead_files_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
