import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_order_idx\` ON \`_site_settings_v_version_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_parent_id_idx\` ON \`_site_settings_v_version_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_phone\` text,
  	\`version_sales_email\` text,
  	\`version_info_email\` text,
  	\`version_requisites_bin\` text,
  	\`version_requisites_kbe\` text,
  	\`version_requisites_iban\` text,
  	\`version_requisites_bik\` text,
  	\`version_made_by_title\` text,
  	\`version_made_by_url\` text,
  	\`version_analytics_yandex_metrika_id\` text,
  	\`version_analytics_google_analytics_id\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_company_name\` text,
  	\`version_policy_id\` integer,
  	\`version_requisites_legal_name\` text,
  	\`version_requisites_bank\` text,
  	\`version_requisites_legal_address\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_policy_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_policy_idx\` ON \`_site_settings_v_locales\` (\`version_policy_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_methods_mortgage_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_methods_mortgage_highlights_order_idx\` ON \`_purchase_guide_v_version_methods_mortgage_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_methods_mortgage_highlights_parent_id_idx\` ON \`_purchase_guide_v_version_methods_mortgage_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_methods_mortgage_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v_version_methods_mortgage_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_version_methods_mortgage_highlights_locale\` ON \`_purchase_guide_v_version_methods_mortgage_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_methods_installment_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_methods_installment_highlights_order_idx\` ON \`_purchase_guide_v_version_methods_installment_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_methods_installment_highlights_parent_id_idx\` ON \`_purchase_guide_v_version_methods_installment_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_methods_installment_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v_version_methods_installment_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_version_methods_installment_highlights_loc\` ON \`_purchase_guide_v_version_methods_installment_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_methods_payment_100_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_methods_payment_100_highlights_order_idx\` ON \`_purchase_guide_v_version_methods_payment_100_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_methods_payment_100_highlights_parent_id_idx\` ON \`_purchase_guide_v_version_methods_payment_100_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_methods_payment_100_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v_version_methods_payment_100_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_version_methods_payment_100_highlights_loc\` ON \`_purchase_guide_v_version_methods_payment_100_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_steps_order_idx\` ON \`_purchase_guide_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_steps_parent_id_idx\` ON \`_purchase_guide_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_version_steps_locales_locale_parent_id_uni\` ON \`_purchase_guide_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_documents_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_purchase_guide_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_documents_methods_order_idx\` ON \`_purchase_guide_v_version_documents_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_documents_methods_parent_idx\` ON \`_purchase_guide_v_version_documents_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_documents_order_idx\` ON \`_purchase_guide_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_documents_parent_id_idx\` ON \`_purchase_guide_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_version_documents_locales_locale_parent_id\` ON \`_purchase_guide_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_faq_order_idx\` ON \`_purchase_guide_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_faq_parent_id_idx\` ON \`_purchase_guide_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v_version_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_version_faq_locales_locale_parent_id_uniqu\` ON \`_purchase_guide_v_version_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_full_payment_discount_percent\` numeric DEFAULT 0,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_version__status_idx\` ON \`_purchase_guide_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_created_at_idx\` ON \`_purchase_guide_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_updated_at_idx\` ON \`_purchase_guide_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_snapshot_idx\` ON \`_purchase_guide_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_published_locale_idx\` ON \`_purchase_guide_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_latest_idx\` ON \`_purchase_guide_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_autosave_idx\` ON \`_purchase_guide_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_locales\` (
  	\`version_intro\` text,
  	\`version_methods_mortgage_title\` text,
  	\`version_methods_mortgage_summary\` text,
  	\`version_methods_installment_title\` text,
  	\`version_methods_installment_summary\` text,
  	\`version_methods_payment_100_title\` text,
  	\`version_methods_payment_100_summary\` text,
  	\`version_full_payment_conditions\` text,
  	\`version_disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_guide_v_locales_locale_parent_id_unique\` ON \`_purchase_guide_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_order_idx\` ON \`_about_page_v_version_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_history_parent_id_idx\` ON \`_about_page_v_version_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_history_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_history_locales_locale_parent_id_uniqu\` ON \`_about_page_v_version_history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_order_idx\` ON \`_about_page_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_values_parent_id_idx\` ON \`_about_page_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_values_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_values_locales_locale_parent_id_unique\` ON \`_about_page_v_version_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_founded_year\` numeric,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_snapshot_idx\` ON \`_about_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_published_locale_idx\` ON \`_about_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_autosave_idx\` ON \`_about_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_intro\` text,
  	\`version_mission\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_banners_order_idx\` ON \`_home_page_v_blocks_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_banners_parent_id_idx\` ON \`_home_page_v_blocks_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_banners_path_idx\` ON \`_home_page_v_blocks_banners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_banners_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_banners_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_promotions_order_idx\` ON \`_home_page_v_blocks_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_promotions_parent_id_idx\` ON \`_home_page_v_blocks_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_promotions_path_idx\` ON \`_home_page_v_blocks_promotions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_promotions_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_promotions_locales_locale_parent_id_uniq\` ON \`_home_page_v_blocks_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_projects_order_idx\` ON \`_home_page_v_blocks_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_projects_parent_id_idx\` ON \`_home_page_v_blocks_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_projects_path_idx\` ON \`_home_page_v_blocks_projects\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_projects_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_projects_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_categories_order_idx\` ON \`_home_page_v_blocks_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_categories_parent_id_idx\` ON \`_home_page_v_blocks_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_categories_path_idx\` ON \`_home_page_v_blocks_categories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_categories_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_categories_locales_locale_parent_id_uniq\` ON \`_home_page_v_blocks_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_mortgage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_mortgage_order_idx\` ON \`_home_page_v_blocks_mortgage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_mortgage_parent_id_idx\` ON \`_home_page_v_blocks_mortgage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_mortgage_path_idx\` ON \`_home_page_v_blocks_mortgage\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_mortgage_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_mortgage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_mortgage_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_mortgage_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_news_order_idx\` ON \`_home_page_v_blocks_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_news_parent_id_idx\` ON \`_home_page_v_blocks_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_news_path_idx\` ON \`_home_page_v_blocks_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_news_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_news_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_order_idx\` ON \`_home_page_v_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_parent_id_idx\` ON \`_home_page_v_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_path_idx\` ON \`_home_page_v_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_reviews_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_reviews_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_videos_order_idx\` ON \`_home_page_v_blocks_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_videos_parent_id_idx\` ON \`_home_page_v_blocks_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_videos_path_idx\` ON \`_home_page_v_blocks_videos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_videos_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_videos_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_consultation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_consultation_order_idx\` ON \`_home_page_v_blocks_consultation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_consultation_parent_id_idx\` ON \`_home_page_v_blocks_consultation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_consultation_path_idx\` ON \`_home_page_v_blocks_consultation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_consultation_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_consultation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_consultation_locales_locale_parent_id_un\` ON \`_home_page_v_blocks_consultation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  // SQLite rebuilds a table to change a column's NOT NULL: one foreign-keys-off block around every
  // rebuild, so dropping a parent table never cascades to the rows that still point to it.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_socials\`("_order", "_parent_id", "id", "network", "url") SELECT "_order", "_parent_id", "id", "network", "url" FROM \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_socials\` RENAME TO \`site_settings_socials\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`sales_email\` text,
  	\`info_email\` text,
  	\`requisites_bin\` text,
  	\`requisites_kbe\` text,
  	\`requisites_iban\` text,
  	\`requisites_bik\` text,
  	\`made_by_title\` text,
  	\`made_by_url\` text,
  	\`analytics_yandex_metrika_id\` text,
  	\`analytics_google_analytics_id\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "phone", "sales_email", "info_email", "requisites_bin", "requisites_kbe", "requisites_iban", "requisites_bik", "made_by_title", "made_by_url", "analytics_yandex_metrika_id", "analytics_google_analytics_id", "_status", "updated_at", "created_at") SELECT "id", "phone", "sales_email", "info_email", "requisites_bin", "requisites_kbe", "requisites_iban", "requisites_bik", "made_by_title", "made_by_url", "analytics_yandex_metrika_id", "analytics_google_analytics_id", 'published', "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`company_name\` text,
  	\`policy_id\` integer,
  	\`requisites_legal_name\` text,
  	\`requisites_bank\` text,
  	\`requisites_legal_address\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`policy_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("company_name", "policy_id", "requisites_legal_name", "requisites_bank", "requisites_legal_address", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "company_name", "policy_id", "requisites_legal_name", "requisites_bank", "requisites_legal_address", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_policy_idx\` ON \`site_settings_locales\` (\`policy_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_methods_mortgage_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_mortgage_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_methods_mortgage_highlights_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_methods_mortgage_highlights_locales\` RENAME TO \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_mortgage_highlights_locales_locale_pa\` ON \`purchase_guide_methods_mortgage_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_methods_installment_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_installment_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_methods_installment_highlights_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_methods_installment_highlights_locales\` RENAME TO \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_installment_highlights_locales_locale\` ON \`purchase_guide_methods_installment_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_methods_payment_100_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_payment_100_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_methods_payment_100_highlights_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_methods_payment_100_highlights_locales\` RENAME TO \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_payment_100_highlights_locales_locale\` ON \`purchase_guide_methods_payment_100_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_steps_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_steps_locales\` RENAME TO \`purchase_guide_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_steps_locales_locale_parent_id_unique\` ON \`purchase_guide_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_documents_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`purchase_guide_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_documents_locales\` RENAME TO \`purchase_guide_documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_documents_locales_locale_parent_id_unique\` ON \`purchase_guide_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_faq_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`purchase_guide_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_faq_locales\` RENAME TO \`purchase_guide_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_faq_locales_locale_parent_id_unique\` ON \`purchase_guide_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_payment_discount_percent\` numeric DEFAULT 0,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide\`("id", "full_payment_discount_percent", "_status", "updated_at", "created_at") SELECT "id", "full_payment_discount_percent", 'published', "updated_at", "created_at" FROM \`purchase_guide\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide\` RENAME TO \`purchase_guide\`;`)
  await db.run(sql`CREATE INDEX \`purchase_guide__status_idx\` ON \`purchase_guide\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_locales\` (
  	\`intro\` text,
  	\`methods_mortgage_title\` text,
  	\`methods_mortgage_summary\` text,
  	\`methods_installment_title\` text,
  	\`methods_installment_summary\` text,
  	\`methods_payment_100_title\` text,
  	\`methods_payment_100_summary\` text,
  	\`full_payment_conditions\` text,
  	\`disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_locales\`("intro", "methods_mortgage_title", "methods_mortgage_summary", "methods_installment_title", "methods_installment_summary", "methods_payment_100_title", "methods_payment_100_summary", "full_payment_conditions", "disclaimer", "id", "_locale", "_parent_id") SELECT "intro", "methods_mortgage_title", "methods_mortgage_summary", "methods_installment_title", "methods_installment_summary", "methods_payment_100_title", "methods_payment_100_summary", "full_payment_conditions", "disclaimer", "id", "_locale", "_parent_id" FROM \`purchase_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_locales\` RENAME TO \`purchase_guide_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_locales_locale_parent_id_unique\` ON \`purchase_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_history\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`about_page_history\`;`)
  await db.run(sql`DROP TABLE \`about_page_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_history\` RENAME TO \`about_page_history\`;`)
  await db.run(sql`CREATE INDEX \`about_page_history_order_idx\` ON \`about_page_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_parent_id_idx\` ON \`about_page_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_history_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_history_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_history_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_history_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_history_locales\` RENAME TO \`about_page_history_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_history_locales_locale_parent_id_unique\` ON \`about_page_history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_values_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_values_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_values_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_values_locales\` RENAME TO \`about_page_values_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_locales_locale_parent_id_unique\` ON \`about_page_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`about_page\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`home_page\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v_version_socials\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_methods_mortgage_highlights\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_methods_installment_highlights\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_methods_installment_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_methods_payment_100_highlights\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_documents_methods\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_faq\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_history\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_history_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_values_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_banners\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_promotions\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_projects\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_categories\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_mortgage\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_mortgage_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_news\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_news_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_videos\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_consultation\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_consultation_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`sales_email\` text NOT NULL,
  	\`info_email\` text,
  	\`requisites_bin\` text,
  	\`requisites_kbe\` text,
  	\`requisites_iban\` text,
  	\`requisites_bik\` text,
  	\`made_by_title\` text,
  	\`made_by_url\` text,
  	\`analytics_yandex_metrika_id\` text,
  	\`analytics_google_analytics_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "phone", "sales_email", "info_email", "requisites_bin", "requisites_kbe", "requisites_iban", "requisites_bik", "made_by_title", "made_by_url", "analytics_yandex_metrika_id", "analytics_google_analytics_id", "updated_at", "created_at") SELECT "id", "phone", "sales_email", "info_email", "requisites_bin", "requisites_kbe", "requisites_iban", "requisites_bik", "made_by_title", "made_by_url", "analytics_yandex_metrika_id", "analytics_google_analytics_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_payment_discount_percent\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide\`("id", "full_payment_discount_percent", "updated_at", "created_at") SELECT "id", "full_payment_discount_percent", "updated_at", "created_at" FROM \`purchase_guide\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide\` RENAME TO \`purchase_guide\`;`)
  await db.run(sql`DROP INDEX \`about_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`home_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_socials\`("_order", "_parent_id", "id", "network", "url") SELECT "_order", "_parent_id", "id", "network", "url" FROM \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_socials\` RENAME TO \`site_settings_socials\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`company_name\` text NOT NULL,
  	\`policy_id\` integer,
  	\`requisites_legal_name\` text,
  	\`requisites_bank\` text,
  	\`requisites_legal_address\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`policy_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("company_name", "policy_id", "requisites_legal_name", "requisites_bank", "requisites_legal_address", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "company_name", "policy_id", "requisites_legal_name", "requisites_bank", "requisites_legal_address", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_policy_idx\` ON \`site_settings_locales\` (\`policy_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_methods_mortgage_highlights_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_mortgage_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_methods_mortgage_highlights_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_methods_mortgage_highlights_locales\` RENAME TO \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_mortgage_highlights_locales_locale_pa\` ON \`purchase_guide_methods_mortgage_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_methods_installment_highlights_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_installment_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_methods_installment_highlights_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_methods_installment_highlights_locales\` RENAME TO \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_installment_highlights_locales_locale\` ON \`purchase_guide_methods_installment_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_methods_payment_100_highlights_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_payment_100_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_methods_payment_100_highlights_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_methods_payment_100_highlights_locales\` RENAME TO \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_payment_100_highlights_locales_locale\` ON \`purchase_guide_methods_payment_100_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_steps_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`purchase_guide_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_steps_locales\` RENAME TO \`purchase_guide_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_steps_locales_locale_parent_id_unique\` ON \`purchase_guide_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_documents_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`purchase_guide_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_documents_locales\` RENAME TO \`purchase_guide_documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_documents_locales_locale_parent_id_unique\` ON \`purchase_guide_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_faq_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`purchase_guide_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_faq_locales\` RENAME TO \`purchase_guide_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_faq_locales_locale_parent_id_unique\` ON \`purchase_guide_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_purchase_guide_locales\` (
  	\`intro\` text NOT NULL,
  	\`methods_mortgage_title\` text NOT NULL,
  	\`methods_mortgage_summary\` text NOT NULL,
  	\`methods_installment_title\` text NOT NULL,
  	\`methods_installment_summary\` text NOT NULL,
  	\`methods_payment_100_title\` text NOT NULL,
  	\`methods_payment_100_summary\` text NOT NULL,
  	\`full_payment_conditions\` text NOT NULL,
  	\`disclaimer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_purchase_guide_locales\`("intro", "methods_mortgage_title", "methods_mortgage_summary", "methods_installment_title", "methods_installment_summary", "methods_payment_100_title", "methods_payment_100_summary", "full_payment_conditions", "disclaimer", "id", "_locale", "_parent_id") SELECT "intro", "methods_mortgage_title", "methods_mortgage_summary", "methods_installment_title", "methods_installment_summary", "methods_payment_100_title", "methods_payment_100_summary", "full_payment_conditions", "disclaimer", "id", "_locale", "_parent_id" FROM \`purchase_guide_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_purchase_guide_locales\` RENAME TO \`purchase_guide_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_locales_locale_parent_id_unique\` ON \`purchase_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_history\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`about_page_history\`;`)
  await db.run(sql`DROP TABLE \`about_page_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_history\` RENAME TO \`about_page_history\`;`)
  await db.run(sql`CREATE INDEX \`about_page_history_order_idx\` ON \`about_page_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_history_parent_id_idx\` ON \`about_page_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_history_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_history_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_history_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_history_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_history_locales\` RENAME TO \`about_page_history_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_history_locales_locale_parent_id_unique\` ON \`about_page_history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_values_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_values_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`about_page_values_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_values_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_values_locales\` RENAME TO \`about_page_values_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_values_locales_locale_parent_id_unique\` ON \`about_page_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
