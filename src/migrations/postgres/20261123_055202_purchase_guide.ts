import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_purchase_guide_documents_methods" AS ENUM('mortgage', 'installment', 'payment-100');
  CREATE TABLE "purchase_guide_methods_mortgage_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_methods_mortgage_highlights_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purchase_guide_methods_installment_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_methods_installment_highlights_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purchase_guide_methods_payment_100_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_methods_payment_100_highlights_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purchase_guide_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purchase_guide_documents_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_purchase_guide_documents_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purchase_guide_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "purchase_guide_faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "purchase_guide" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_payment_discount_percent" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "purchase_guide_locales" (
  	"intro" varchar NOT NULL,
  	"methods_mortgage_title" varchar NOT NULL,
  	"methods_mortgage_summary" varchar NOT NULL,
  	"methods_installment_title" varchar NOT NULL,
  	"methods_installment_summary" varchar NOT NULL,
  	"methods_payment_100_title" varchar NOT NULL,
  	"methods_payment_100_summary" varchar NOT NULL,
  	"full_payment_conditions" varchar NOT NULL,
  	"disclaimer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "mortgage_programs" ADD COLUMN "fee_percent" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "purchase_guide_methods_mortgage_highlights" ADD CONSTRAINT "purchase_guide_methods_mortgage_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_methods_mortgage_highlights_locales" ADD CONSTRAINT "purchase_guide_methods_mortgage_highlights_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide_methods_mortgage_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_methods_installment_highlights" ADD CONSTRAINT "purchase_guide_methods_installment_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_methods_installment_highlights_locales" ADD CONSTRAINT "purchase_guide_methods_installment_highlights_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide_methods_installment_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_methods_payment_100_highlights" ADD CONSTRAINT "purchase_guide_methods_payment_100_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_methods_payment_100_highlights_locales" ADD CONSTRAINT "purchase_guide_methods_payment_100_highlights_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide_methods_payment_100_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_steps" ADD CONSTRAINT "purchase_guide_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_steps_locales" ADD CONSTRAINT "purchase_guide_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_documents_methods" ADD CONSTRAINT "purchase_guide_documents_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."purchase_guide_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_documents" ADD CONSTRAINT "purchase_guide_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_documents_locales" ADD CONSTRAINT "purchase_guide_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_faq" ADD CONSTRAINT "purchase_guide_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_faq_locales" ADD CONSTRAINT "purchase_guide_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_guide_locales" ADD CONSTRAINT "purchase_guide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_guide"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "purchase_guide_methods_mortgage_highlights_order_idx" ON "purchase_guide_methods_mortgage_highlights" USING btree ("_order");
  CREATE INDEX "purchase_guide_methods_mortgage_highlights_parent_id_idx" ON "purchase_guide_methods_mortgage_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_methods_mortgage_highlights_locales_locale_pa" ON "purchase_guide_methods_mortgage_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "purchase_guide_methods_installment_highlights_order_idx" ON "purchase_guide_methods_installment_highlights" USING btree ("_order");
  CREATE INDEX "purchase_guide_methods_installment_highlights_parent_id_idx" ON "purchase_guide_methods_installment_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_methods_installment_highlights_locales_locale" ON "purchase_guide_methods_installment_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "purchase_guide_methods_payment_100_highlights_order_idx" ON "purchase_guide_methods_payment_100_highlights" USING btree ("_order");
  CREATE INDEX "purchase_guide_methods_payment_100_highlights_parent_id_idx" ON "purchase_guide_methods_payment_100_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_methods_payment_100_highlights_locales_locale" ON "purchase_guide_methods_payment_100_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "purchase_guide_steps_order_idx" ON "purchase_guide_steps" USING btree ("_order");
  CREATE INDEX "purchase_guide_steps_parent_id_idx" ON "purchase_guide_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_steps_locales_locale_parent_id_unique" ON "purchase_guide_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "purchase_guide_documents_methods_order_idx" ON "purchase_guide_documents_methods" USING btree ("order");
  CREATE INDEX "purchase_guide_documents_methods_parent_idx" ON "purchase_guide_documents_methods" USING btree ("parent_id");
  CREATE INDEX "purchase_guide_documents_order_idx" ON "purchase_guide_documents" USING btree ("_order");
  CREATE INDEX "purchase_guide_documents_parent_id_idx" ON "purchase_guide_documents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_documents_locales_locale_parent_id_unique" ON "purchase_guide_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "purchase_guide_faq_order_idx" ON "purchase_guide_faq" USING btree ("_order");
  CREATE INDEX "purchase_guide_faq_parent_id_idx" ON "purchase_guide_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_faq_locales_locale_parent_id_unique" ON "purchase_guide_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "purchase_guide_locales_locale_parent_id_unique" ON "purchase_guide_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "purchase_guide_methods_mortgage_highlights" CASCADE;
  DROP TABLE "purchase_guide_methods_mortgage_highlights_locales" CASCADE;
  DROP TABLE "purchase_guide_methods_installment_highlights" CASCADE;
  DROP TABLE "purchase_guide_methods_installment_highlights_locales" CASCADE;
  DROP TABLE "purchase_guide_methods_payment_100_highlights" CASCADE;
  DROP TABLE "purchase_guide_methods_payment_100_highlights_locales" CASCADE;
  DROP TABLE "purchase_guide_steps" CASCADE;
  DROP TABLE "purchase_guide_steps_locales" CASCADE;
  DROP TABLE "purchase_guide_documents_methods" CASCADE;
  DROP TABLE "purchase_guide_documents" CASCADE;
  DROP TABLE "purchase_guide_documents_locales" CASCADE;
  DROP TABLE "purchase_guide_faq" CASCADE;
  DROP TABLE "purchase_guide_faq_locales" CASCADE;
  DROP TABLE "purchase_guide" CASCADE;
  DROP TABLE "purchase_guide_locales" CASCADE;
  ALTER TABLE "mortgage_programs" DROP COLUMN "fee_percent";
  DROP TYPE "public"."enum_purchase_guide_documents_methods";`)
}
