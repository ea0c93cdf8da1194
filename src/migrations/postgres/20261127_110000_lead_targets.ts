import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Per-target delivery state of a lead (amoCRM, Bitrix24, MacroCRM, Telegram), with each target's sent time and last error. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_delivery_amocrm" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_leads_delivery_bitrix24" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_leads_delivery_macrocrm" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  CREATE TYPE "public"."enum_leads_delivery_telegram" AS ENUM('pending', 'sent', 'failed', 'not_configured', 'skipped');
  ALTER TABLE "leads" ADD COLUMN "delivery_crm_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_amocrm" "enum_leads_delivery_amocrm";
  ALTER TABLE "leads" ADD COLUMN "delivery_amocrm_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_amocrm_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_bitrix24" "enum_leads_delivery_bitrix24";
  ALTER TABLE "leads" ADD COLUMN "delivery_bitrix24_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_bitrix24_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_macrocrm" "enum_leads_delivery_macrocrm";
  ALTER TABLE "leads" ADD COLUMN "delivery_macrocrm_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_macrocrm_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_telegram" "enum_leads_delivery_telegram";
  ALTER TABLE "leads" ADD COLUMN "delivery_telegram_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_telegram_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_email_error" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "delivery_crm_error";
  ALTER TABLE "leads" DROP COLUMN "delivery_amocrm";
  ALTER TABLE "leads" DROP COLUMN "delivery_amocrm_sent_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_amocrm_error";
  ALTER TABLE "leads" DROP COLUMN "delivery_bitrix24";
  ALTER TABLE "leads" DROP COLUMN "delivery_bitrix24_sent_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_bitrix24_error";
  ALTER TABLE "leads" DROP COLUMN "delivery_macrocrm";
  ALTER TABLE "leads" DROP COLUMN "delivery_macrocrm_sent_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_macrocrm_error";
  ALTER TABLE "leads" DROP COLUMN "delivery_telegram";
  ALTER TABLE "leads" DROP COLUMN "delivery_telegram_sent_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_telegram_error";
  ALTER TABLE "leads" DROP COLUMN "delivery_email_error";
  DROP TYPE "public"."enum_leads_delivery_amocrm";
  DROP TYPE "public"."enum_leads_delivery_bitrix24";
  DROP TYPE "public"."enum_leads_delivery_macrocrm";
  DROP TYPE "public"."enum_leads_delivery_telegram";`)
}
