import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`purchase_guide_methods_mortgage_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_methods_mortgage_highlights_order_idx\` ON \`purchase_guide_methods_mortgage_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_methods_mortgage_highlights_parent_id_idx\` ON \`purchase_guide_methods_mortgage_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_methods_mortgage_highlights_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_mortgage_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_mortgage_highlights_locales_locale_pa\` ON \`purchase_guide_methods_mortgage_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_methods_installment_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_methods_installment_highlights_order_idx\` ON \`purchase_guide_methods_installment_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_methods_installment_highlights_parent_id_idx\` ON \`purchase_guide_methods_installment_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_methods_installment_highlights_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_installment_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_installment_highlights_locales_locale\` ON \`purchase_guide_methods_installment_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_methods_payment_100_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_methods_payment_100_highlights_order_idx\` ON \`purchase_guide_methods_payment_100_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_methods_payment_100_highlights_parent_id_idx\` ON \`purchase_guide_methods_payment_100_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_methods_payment_100_highlights_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_methods_payment_100_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_methods_payment_100_highlights_locales_locale\` ON \`purchase_guide_methods_payment_100_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_steps_order_idx\` ON \`purchase_guide_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_steps_parent_id_idx\` ON \`purchase_guide_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_steps_locales_locale_parent_id_unique\` ON \`purchase_guide_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_documents_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`purchase_guide_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_documents_methods_order_idx\` ON \`purchase_guide_documents_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_documents_methods_parent_idx\` ON \`purchase_guide_documents_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_documents_order_idx\` ON \`purchase_guide_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_documents_parent_id_idx\` ON \`purchase_guide_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_documents_locales_locale_parent_id_unique\` ON \`purchase_guide_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_faq_order_idx\` ON \`purchase_guide_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_faq_parent_id_idx\` ON \`purchase_guide_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide_faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_guide_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_faq_locales_locale_parent_id_unique\` ON \`purchase_guide_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_guide\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_payment_discount_percent\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`purchase_guide_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_guide_locales_locale_parent_id_unique\` ON \`purchase_guide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`fee_percent\` numeric DEFAULT 0 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`purchase_guide_methods_mortgage_highlights\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_mortgage_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_installment_highlights\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_installment_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_payment_100_highlights\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_methods_payment_100_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_steps\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_documents_methods\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_documents\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_faq\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide\`;`)
  await db.run(sql`DROP TABLE \`purchase_guide_locales\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`fee_percent\`;`)
}
