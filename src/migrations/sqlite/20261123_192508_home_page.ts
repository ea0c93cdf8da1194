import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_blocks_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_banners_order_idx\` ON \`home_page_blocks_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_banners_parent_id_idx\` ON \`home_page_blocks_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_banners_path_idx\` ON \`home_page_blocks_banners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_banners_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_banners_locales_locale_parent_id_unique\` ON \`home_page_blocks_banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_order_idx\` ON \`home_page_blocks_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_parent_id_idx\` ON \`home_page_blocks_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_path_idx\` ON \`home_page_blocks_promotions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_promotions_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_promotions_locales_locale_parent_id_unique\` ON \`home_page_blocks_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_projects_order_idx\` ON \`home_page_blocks_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_projects_parent_id_idx\` ON \`home_page_blocks_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_projects_path_idx\` ON \`home_page_blocks_projects\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_projects_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_projects_locales_locale_parent_id_unique\` ON \`home_page_blocks_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_categories_order_idx\` ON \`home_page_blocks_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_categories_parent_id_idx\` ON \`home_page_blocks_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_categories_path_idx\` ON \`home_page_blocks_categories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_categories_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_categories_locales_locale_parent_id_unique\` ON \`home_page_blocks_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_mortgage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_mortgage_order_idx\` ON \`home_page_blocks_mortgage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_mortgage_parent_id_idx\` ON \`home_page_blocks_mortgage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_mortgage_path_idx\` ON \`home_page_blocks_mortgage\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_mortgage_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_mortgage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_mortgage_locales_locale_parent_id_unique\` ON \`home_page_blocks_mortgage_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_news_order_idx\` ON \`home_page_blocks_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_news_parent_id_idx\` ON \`home_page_blocks_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_news_path_idx\` ON \`home_page_blocks_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_news_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_news_locales_locale_parent_id_unique\` ON \`home_page_blocks_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_order_idx\` ON \`home_page_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_parent_id_idx\` ON \`home_page_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_path_idx\` ON \`home_page_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_reviews_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_reviews_locales_locale_parent_id_unique\` ON \`home_page_blocks_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_videos_order_idx\` ON \`home_page_blocks_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_videos_parent_id_idx\` ON \`home_page_blocks_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_videos_path_idx\` ON \`home_page_blocks_videos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_videos_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_videos_locales_locale_parent_id_unique\` ON \`home_page_blocks_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_consultation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_consultation_order_idx\` ON \`home_page_blocks_consultation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_consultation_parent_id_idx\` ON \`home_page_blocks_consultation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_consultation_path_idx\` ON \`home_page_blocks_consultation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_consultation_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_consultation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_consultation_locales_locale_parent_id_uniqu\` ON \`home_page_blocks_consultation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_page_blocks_banners\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_projects\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_categories\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_mortgage\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_mortgage_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_news\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_news_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_videos\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_consultation\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_consultation_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
}
