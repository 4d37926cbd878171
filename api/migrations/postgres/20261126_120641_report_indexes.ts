import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_status_paidAt_createdAt_idx";
  CREATE INDEX "organization_kind_dueDate_status_category_property_lease_idx" ON "invoices" USING btree ("organization_id","kind","due_date","status","category","property_id","lease_id","total");
  CREATE INDEX "organization_status_paidAt_createdAt_invoice_property_am_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at","invoice_id","property_id","amount");
  CREATE INDEX "organization_capitalImprovement_date_paidDate_amount_idx" ON "expenses" USING btree ("organization_id","capital_improvement","date","paid_date","amount");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_kind_dueDate_status_category_property_lease_idx";
  DROP INDEX "organization_status_paidAt_createdAt_invoice_property_am_idx";
  DROP INDEX "organization_capitalImprovement_date_paidDate_amount_idx";
  CREATE INDEX "organization_status_paidAt_createdAt_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at");`)
}
