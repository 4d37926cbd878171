import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "organization_kind_dueDate_idx" ON "invoices" USING btree ("organization_id","kind","due_date");
  CREATE INDEX "organization_kind_status_paidAt_idx" ON "invoices" USING btree ("organization_id","kind","status","paid_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_kind_dueDate_idx";
  DROP INDEX "organization_kind_status_paidAt_idx";`)
}
