import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Per-target delivery state of a lead (amoCRM, Bitrix24, MacroCRM, Telegram), with each target's sent time and last error. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_crm_error\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_amocrm\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_amocrm_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_amocrm_error\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_bitrix24\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_bitrix24_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_bitrix24_error\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_macrocrm\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_macrocrm_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_macrocrm_error\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_telegram\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_telegram_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_telegram_error\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_email_error\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_crm_error\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_amocrm\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_amocrm_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_amocrm_error\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_bitrix24\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_bitrix24_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_bitrix24_error\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_macrocrm\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_macrocrm_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_macrocrm_error\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_telegram\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_telegram_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_telegram_error\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_email_error\`;`)
}
