import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`complexes_documents\` ADD \`kind\` text DEFAULT 'other';`)
  await db.run(sql`ALTER TABLE \`complexes_documents\` ADD \`house_id\` integer REFERENCES houses(id);`)
  await db.run(sql`ALTER TABLE \`complexes_documents\` ADD \`number\` text;`)
  await db.run(sql`ALTER TABLE \`complexes_documents\` ADD \`issued_at\` text;`)
  await db.run(sql`CREATE INDEX \`complexes_documents_house_idx\` ON \`complexes_documents\` (\`house_id\`);`)
  await db.run(sql`ALTER TABLE \`complexes_documents_locales\` ADD \`issuer\` text;`)
  await db.run(sql`ALTER TABLE \`_complexes_v_version_documents\` ADD \`kind\` text DEFAULT 'other';`)
  await db.run(sql`ALTER TABLE \`_complexes_v_version_documents\` ADD \`house_id\` integer REFERENCES houses(id);`)
  await db.run(sql`ALTER TABLE \`_complexes_v_version_documents\` ADD \`number\` text;`)
  await db.run(sql`ALTER TABLE \`_complexes_v_version_documents\` ADD \`issued_at\` text;`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_house_idx\` ON \`_complexes_v_version_documents\` (\`house_id\`);`)
  await db.run(sql`ALTER TABLE \`_complexes_v_version_documents_locales\` ADD \`issuer\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_complexes_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`complexes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_complexes_documents\`("_order", "_parent_id", "id", "file_id") SELECT "_order", "_parent_id", "id", "file_id" FROM \`complexes_documents\`;`)
  await db.run(sql`DROP TABLE \`complexes_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_complexes_documents\` RENAME TO \`complexes_documents\`;`)
  await db.run(sql`CREATE INDEX \`complexes_documents_order_idx\` ON \`complexes_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_parent_id_idx\` ON \`complexes_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`complexes_documents_file_idx\` ON \`complexes_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__complexes_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_complexes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__complexes_v_version_documents\`("_order", "_parent_id", "id", "file_id", "_uuid") SELECT "_order", "_parent_id", "id", "file_id", "_uuid" FROM \`_complexes_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_complexes_v_version_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new__complexes_v_version_documents\` RENAME TO \`_complexes_v_version_documents\`;`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_order_idx\` ON \`_complexes_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_parent_id_idx\` ON \`_complexes_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_complexes_v_version_documents_file_idx\` ON \`_complexes_v_version_documents\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`complexes_documents_locales\` DROP COLUMN \`issuer\`;`)
  await db.run(sql`ALTER TABLE \`_complexes_v_version_documents_locales\` DROP COLUMN \`issuer\`;`)
  // By hand: foreign keys back on only after every rebuild (the generated down turned them on between the
  // two, so dropping the versions' documents table emptied their titles in the locales table).
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
