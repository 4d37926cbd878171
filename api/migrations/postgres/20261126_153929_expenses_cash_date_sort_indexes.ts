import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "organization_category_createdAt_id_idx" ON "expenses" USING btree ("organization_id","category","created_at","id");
  CREATE INDEX "organization_taxCategory_createdAt_id_idx" ON "expenses" USING btree ("organization_id","tax_category","created_at","id");
  CREATE INDEX "organization_payeeName_createdAt_id_idx" ON "expenses" USING btree ("organization_id","payee_name","created_at","id");
  CREATE INDEX "expenses_organization_cash_date_idx" ON "expenses" USING btree ("organization_id",(CASE WHEN "paid_date" IS NULL THEN "date" ELSE "paid_date" END),"property_id","tax_category","capital_improvement","category","amount","paid_date","date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_category_createdAt_id_idx";
  DROP INDEX "organization_taxCategory_createdAt_id_idx";
  DROP INDEX "organization_payeeName_createdAt_id_idx";
  DROP INDEX "expenses_organization_cash_date_idx";`)
}
