import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "recipient_category_markedRead_idx";
  DROP INDEX "organization_kind_status_dueDate_idx";
  DROP INDEX "organization_kind_dueDate_idx";
  DROP INDEX "organization_kind_status_paidAt_idx";
  CREATE INDEX "organization_address_line1_createdAt_idx" ON "properties" USING btree ("organization_id","address_line1","created_at");
  CREATE INDEX "organization_type_lastName_createdAt_idx" ON "contacts" USING btree ("organization_id","type","last_name","created_at");
  CREATE INDEX "organization_startDate_createdAt_idx" ON "leases" USING btree ("organization_id","start_date","created_at");
  CREATE INDEX "organization_createdAt_idx" ON "editable_documents" USING btree ("organization_id","created_at");
  CREATE INDEX "organization_kind_createdAt_idx" ON "files" USING btree ("organization_id","kind","created_at");
  CREATE INDEX "recipient_category_markedRead_createdAt_idx" ON "notifications" USING btree ("recipient_id","category","marked_read","created_at");
  CREATE INDEX "organization_kind_dueDate_createdAt_idx" ON "invoices" USING btree ("organization_id","kind","due_date","created_at");
  CREATE INDEX "organization_kind_status_dueDate_createdAt_idx" ON "invoices" USING btree ("organization_id","kind","status","due_date","created_at");
  CREATE INDEX "organization_kind_status_paidAt_createdAt_amountDue_tota_idx" ON "invoices" USING btree ("organization_id","kind","status","paid_at","created_at","amount_due","total");
  CREATE INDEX "lease_kind_dueDate_createdAt_idx" ON "invoices" USING btree ("lease_id","kind","due_date","created_at");
  CREATE INDEX "property_kind_dueDate_createdAt_idx" ON "invoices" USING btree ("property_id","kind","due_date","created_at");
  CREATE INDEX "unit_kind_dueDate_createdAt_idx" ON "invoices" USING btree ("unit_id","kind","due_date","created_at");
  CREATE INDEX "organization_createdAt_1_idx" ON "recurring_invoices" USING btree ("organization_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_address_line1_createdAt_idx";
  DROP INDEX "organization_type_lastName_createdAt_idx";
  DROP INDEX "organization_startDate_createdAt_idx";
  DROP INDEX "organization_createdAt_idx";
  DROP INDEX "organization_kind_createdAt_idx";
  DROP INDEX "recipient_category_markedRead_createdAt_idx";
  DROP INDEX "organization_kind_dueDate_createdAt_idx";
  DROP INDEX "organization_kind_status_dueDate_createdAt_idx";
  DROP INDEX "organization_kind_status_paidAt_createdAt_amountDue_tota_idx";
  DROP INDEX "lease_kind_dueDate_createdAt_idx";
  DROP INDEX "property_kind_dueDate_createdAt_idx";
  DROP INDEX "unit_kind_dueDate_createdAt_idx";
  DROP INDEX "organization_createdAt_1_idx";
  CREATE INDEX "recipient_category_markedRead_idx" ON "notifications" USING btree ("recipient_id","category","marked_read");
  CREATE INDEX "organization_kind_status_dueDate_idx" ON "invoices" USING btree ("organization_id","kind","status","due_date");
  CREATE INDEX "organization_kind_dueDate_idx" ON "invoices" USING btree ("organization_id","kind","due_date");
  CREATE INDEX "organization_kind_status_paidAt_idx" ON "invoices" USING btree ("organization_id","kind","status","paid_at");`)
}
