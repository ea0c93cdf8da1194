import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`purchase_guide_faq_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`purchase_guide_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_guide_faq_methods_order_idx\` ON \`purchase_guide_faq_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_guide_faq_methods_parent_idx\` ON \`purchase_guide_faq_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_guide_v_version_faq_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_purchase_guide_v_version_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_faq_methods_order_idx\` ON \`_purchase_guide_v_version_faq_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_guide_v_version_faq_methods_parent_idx\` ON \`_purchase_guide_v_version_faq_methods\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`purchase_guide_faq_methods\`;`)
  await db.run(sql`DROP TABLE \`_purchase_guide_v_version_faq_methods\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp\`;`)
}
