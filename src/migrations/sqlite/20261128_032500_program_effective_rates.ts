import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mortgage_programs_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_requirements_order_idx\` ON \`mortgage_programs_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_requirements_parent_idx\` ON \`mortgage_programs_requirements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_programs_v_version_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_mortgage_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_requirements_order_idx\` ON \`_mortgage_programs_v_version_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_programs_v_version_requirements_parent_idx\` ON \`_mortgage_programs_v_version_requirements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installment_plans_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`installment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`installment_plans_requirements_order_idx\` ON \`installment_plans_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`installment_plans_requirements_parent_idx\` ON \`installment_plans_requirements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installment_plans_v_version_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_installment_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_requirements_order_idx\` ON \`_installment_plans_v_version_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_installment_plans_v_version_requirements_parent_idx\` ON \`_installment_plans_v_version_requirements\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`effective_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`effective_rate_as_of\` text;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs_locales\` ADD \`effective_rate_source\` text;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v\` ADD \`version_effective_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v\` ADD \`version_effective_rate_as_of\` text;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v_locales\` ADD \`version_effective_rate_source\` text;`)
  await db.run(sql`ALTER TABLE \`installment_plans\` ADD \`effective_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`installment_plans\` ADD \`effective_rate_as_of\` text;`)
  await db.run(sql`ALTER TABLE \`installment_plans_locales\` ADD \`effective_rate_source\` text;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v\` ADD \`version_effective_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v\` ADD \`version_effective_rate_as_of\` text;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v_locales\` ADD \`version_effective_rate_source\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mortgage_programs_requirements\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_programs_v_version_requirements\`;`)
  await db.run(sql`DROP TABLE \`installment_plans_requirements\`;`)
  await db.run(sql`DROP TABLE \`_installment_plans_v_version_requirements\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`effective_rate\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`effective_rate_as_of\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs_locales\` DROP COLUMN \`effective_rate_source\`;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v\` DROP COLUMN \`version_effective_rate\`;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v\` DROP COLUMN \`version_effective_rate_as_of\`;`)
  await db.run(sql`ALTER TABLE \`_mortgage_programs_v_locales\` DROP COLUMN \`version_effective_rate_source\`;`)
  await db.run(sql`ALTER TABLE \`installment_plans\` DROP COLUMN \`effective_rate\`;`)
  await db.run(sql`ALTER TABLE \`installment_plans\` DROP COLUMN \`effective_rate_as_of\`;`)
  await db.run(sql`ALTER TABLE \`installment_plans_locales\` DROP COLUMN \`effective_rate_source\`;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v\` DROP COLUMN \`version_effective_rate\`;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v\` DROP COLUMN \`version_effective_rate_as_of\`;`)
  await db.run(sql`ALTER TABLE \`_installment_plans_v_locales\` DROP COLUMN \`version_effective_rate_source\`;`)
}
