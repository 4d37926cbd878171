import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "maintenance_requests" ADD COLUMN "expense_id" integer;
  ALTER TABLE "expenses" ADD COLUMN "maintenance_request_id" integer;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "maintenance_requests_expense_idx" ON "maintenance_requests" USING btree ("expense_id");
  CREATE UNIQUE INDEX "expenses_maintenance_request_idx" ON "expenses" USING btree ("maintenance_request_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_expense_id_expenses_id_fk";
  
  ALTER TABLE "expenses" DROP CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk";
  
  DROP INDEX "maintenance_requests_expense_idx";
  DROP INDEX "expenses_maintenance_request_idx";
  ALTER TABLE "maintenance_requests" DROP COLUMN "expense_id";
  ALTER TABLE "expenses" DROP COLUMN "maintenance_request_id";`)
}
