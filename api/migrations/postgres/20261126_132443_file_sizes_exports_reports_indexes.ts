import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'backfillFileSizes';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'backfillFileSizes';
  DROP INDEX "organization_status_paidAt_createdAt_idx";
  DROP INDEX "organization_status_createdAt_idx";
  DROP INDEX "organization_createdAt_2_idx";
  DROP INDEX "organization_number_createdAt_idx";
  DROP INDEX "organization_title_createdAt_idx";
  DROP INDEX "organization_dueDate_createdAt_idx";
  DROP INDEX "organization_priorityRank_createdAt_idx";
  DROP INDEX "lease_createdAt_idx";
  DROP INDEX "property_createdAt_idx";
  DROP INDEX "unit_createdAt_idx";
  DROP INDEX "organization_date_createdAt_idx";
  DROP INDEX "organization_category_date_createdAt_idx";
  DROP INDEX "organization_taxCategory_date_createdAt_idx";
  DROP INDEX "organization_payeeName_date_createdAt_idx";
  DROP INDEX "organization_amount_createdAt_idx";
  DROP INDEX "property_date_createdAt_idx";
  DROP INDEX "unit_date_createdAt_idx";
  DROP INDEX "payeeContact_date_createdAt_idx";
  CREATE INDEX "organization_kind_dueDate_status_category_property_lease_idx" ON "invoices" USING btree ("organization_id","kind","due_date","status","category","property_id","lease_id","total");
  CREATE INDEX "invoices_id_kind_category_idx" ON "invoices" USING btree ("id","kind","category");
  CREATE INDEX "organization_status_paidAt_createdAt_invoice_property_am_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at","invoice_id","property_id","amount");
  CREATE INDEX "organization_status_createdAt_id_idx" ON "maintenance_requests" USING btree ("organization_id","status","created_at","id");
  CREATE INDEX "organization_createdAt_2_id_idx" ON "maintenance_requests" USING btree ("organization_id","created_at","id");
  CREATE INDEX "organization_number_createdAt_id_idx" ON "maintenance_requests" USING btree ("organization_id","number","created_at","id");
  CREATE INDEX "organization_title_createdAt_id_idx" ON "maintenance_requests" USING btree ("organization_id","title","created_at","id");
  CREATE INDEX "organization_dueDate_createdAt_id_idx" ON "maintenance_requests" USING btree ("organization_id","due_date","created_at","id");
  CREATE INDEX "organization_priorityRank_createdAt_id_idx" ON "maintenance_requests" USING btree ("organization_id","priority_rank","created_at","id");
  CREATE INDEX "lease_createdAt_id_idx" ON "maintenance_requests" USING btree ("lease_id","created_at","id");
  CREATE INDEX "property_createdAt_id_idx" ON "maintenance_requests" USING btree ("property_id","created_at","id");
  CREATE INDEX "unit_createdAt_id_idx" ON "maintenance_requests" USING btree ("unit_id","created_at","id");
  CREATE INDEX "organization_capitalImprovement_date_paidDate_amount_idx" ON "expenses" USING btree ("organization_id","capital_improvement","date","paid_date","amount");
  CREATE INDEX "organization_date_createdAt_id_idx" ON "expenses" USING btree ("organization_id","date","created_at","id");
  CREATE INDEX "organization_category_date_createdAt_id_idx" ON "expenses" USING btree ("organization_id","category","date","created_at","id");
  CREATE INDEX "organization_taxCategory_date_createdAt_id_idx" ON "expenses" USING btree ("organization_id","tax_category","date","created_at","id");
  CREATE INDEX "organization_payeeName_date_createdAt_id_idx" ON "expenses" USING btree ("organization_id","payee_name","date","created_at","id");
  CREATE INDEX "organization_amount_createdAt_id_idx" ON "expenses" USING btree ("organization_id","amount","created_at","id");
  CREATE INDEX "property_date_createdAt_id_idx" ON "expenses" USING btree ("property_id","date","created_at","id");
  CREATE INDEX "unit_date_createdAt_id_idx" ON "expenses" USING btree ("unit_id","date","created_at","id");
  CREATE INDEX "payeeContact_date_createdAt_id_idx" ON "expenses" USING btree ("payee_contact_id","date","created_at","id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'generateRecurringInvoices', 'markOverdueInvoices', 'chargeAutopay', 'generateRecurringExpenses');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'generateRecurringInvoices', 'markOverdueInvoices', 'chargeAutopay', 'generateRecurringExpenses');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "organization_kind_dueDate_status_category_property_lease_idx";
  DROP INDEX "invoices_id_kind_category_idx";
  DROP INDEX "organization_status_paidAt_createdAt_invoice_property_am_idx";
  DROP INDEX "organization_status_createdAt_id_idx";
  DROP INDEX "organization_createdAt_2_id_idx";
  DROP INDEX "organization_number_createdAt_id_idx";
  DROP INDEX "organization_title_createdAt_id_idx";
  DROP INDEX "organization_dueDate_createdAt_id_idx";
  DROP INDEX "organization_priorityRank_createdAt_id_idx";
  DROP INDEX "lease_createdAt_id_idx";
  DROP INDEX "property_createdAt_id_idx";
  DROP INDEX "unit_createdAt_id_idx";
  DROP INDEX "organization_capitalImprovement_date_paidDate_amount_idx";
  DROP INDEX "organization_date_createdAt_id_idx";
  DROP INDEX "organization_category_date_createdAt_id_idx";
  DROP INDEX "organization_taxCategory_date_createdAt_id_idx";
  DROP INDEX "organization_payeeName_date_createdAt_id_idx";
  DROP INDEX "organization_amount_createdAt_id_idx";
  DROP INDEX "property_date_createdAt_id_idx";
  DROP INDEX "unit_date_createdAt_id_idx";
  DROP INDEX "payeeContact_date_createdAt_id_idx";
  CREATE INDEX "organization_status_paidAt_createdAt_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at");
  CREATE INDEX "organization_status_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","status","created_at");
  CREATE INDEX "organization_createdAt_2_idx" ON "maintenance_requests" USING btree ("organization_id","created_at");
  CREATE INDEX "organization_number_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","number","created_at");
  CREATE INDEX "organization_title_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","title","created_at");
  CREATE INDEX "organization_dueDate_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","due_date","created_at");
  CREATE INDEX "organization_priorityRank_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","priority_rank","created_at");
  CREATE INDEX "lease_createdAt_idx" ON "maintenance_requests" USING btree ("lease_id","created_at");
  CREATE INDEX "property_createdAt_idx" ON "maintenance_requests" USING btree ("property_id","created_at");
  CREATE INDEX "unit_createdAt_idx" ON "maintenance_requests" USING btree ("unit_id","created_at");
  CREATE INDEX "organization_date_createdAt_idx" ON "expenses" USING btree ("organization_id","date","created_at");
  CREATE INDEX "organization_category_date_createdAt_idx" ON "expenses" USING btree ("organization_id","category","date","created_at");
  CREATE INDEX "organization_taxCategory_date_createdAt_idx" ON "expenses" USING btree ("organization_id","tax_category","date","created_at");
  CREATE INDEX "organization_payeeName_date_createdAt_idx" ON "expenses" USING btree ("organization_id","payee_name","date","created_at");
  CREATE INDEX "organization_amount_createdAt_idx" ON "expenses" USING btree ("organization_id","amount","created_at");
  CREATE INDEX "property_date_createdAt_idx" ON "expenses" USING btree ("property_id","date","created_at");
  CREATE INDEX "unit_date_createdAt_idx" ON "expenses" USING btree ("unit_id","date","created_at");
  CREATE INDEX "payeeContact_date_createdAt_idx" ON "expenses" USING btree ("payee_contact_id","date","created_at");`)
}
