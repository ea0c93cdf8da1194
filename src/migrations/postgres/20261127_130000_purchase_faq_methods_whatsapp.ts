import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_purchase_guide_faq_methods" AS ENUM('mortgage', 'installment', 'payment-100');
  CREATE TYPE "public"."enum__purchase_guide_v_version_faq_methods" AS ENUM('mortgage', 'installment', 'payment-100');
  CREATE TABLE "purchase_guide_faq_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_purchase_guide_faq_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_purchase_guide_v_version_faq_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__purchase_guide_v_version_faq_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp" varchar;
  ALTER TABLE "purchase_guide_faq_methods" ADD CONSTRAINT "purchase_guide_faq_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."purchase_guide_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_guide_v_version_faq_methods" ADD CONSTRAINT "_purchase_guide_v_version_faq_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_purchase_guide_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "purchase_guide_faq_methods_order_idx" ON "purchase_guide_faq_methods" USING btree ("order");
  CREATE INDEX "purchase_guide_faq_methods_parent_idx" ON "purchase_guide_faq_methods" USING btree ("parent_id");
  CREATE INDEX "_purchase_guide_v_version_faq_methods_order_idx" ON "_purchase_guide_v_version_faq_methods" USING btree ("order");
  CREATE INDEX "_purchase_guide_v_version_faq_methods_parent_idx" ON "_purchase_guide_v_version_faq_methods" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "purchase_guide_faq_methods" CASCADE;
  DROP TABLE "_purchase_guide_v_version_faq_methods" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp";
  DROP TYPE "public"."enum_purchase_guide_faq_methods";
  DROP TYPE "public"."enum__purchase_guide_v_version_faq_methods";`)
}
