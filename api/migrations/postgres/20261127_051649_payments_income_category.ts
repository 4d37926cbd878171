import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Each payment takes its invoice's income category, as the payments' hook writes it
  // (incomeCategoryOf in common/invoices.ts): a charge's category, 'other' when it has none; a
  // security deposit's payments none.
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_income_category" AS ENUM('rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other');
  DROP INDEX "invoices_id_kind_category_idx";
  DROP INDEX "organization_status_paidAt_createdAt_invoice_property_am_idx";
  ALTER TABLE "payments" ADD COLUMN "income_category" "enum_payments_income_category";
  UPDATE "payments" p SET "income_category" = COALESCE(i."category"::text, 'other')::"enum_payments_income_category"
    FROM "invoices" i WHERE i."id" = p."invoice_id" AND i."kind" = 'charge';
  CREATE INDEX "payments_received_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at","invoice_id","property_id","amount","income_category");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payments_received_idx";
  CREATE INDEX "invoices_id_kind_category_idx" ON "invoices" USING btree ("id","kind","category");
  CREATE INDEX "organization_status_paidAt_createdAt_invoice_property_am_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at","invoice_id","property_id","amount");
  ALTER TABLE "payments" DROP COLUMN "income_category";
  DROP TYPE "public"."enum_payments_income_category";`)
}
