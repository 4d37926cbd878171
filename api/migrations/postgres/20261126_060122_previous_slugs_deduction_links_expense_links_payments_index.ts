import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "organizations_previous_slugs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL
  );
  
  ALTER TABLE "security_deposits_deductions" ADD COLUMN "condition_report_id" integer;
  ALTER TABLE "security_deposits_deductions" ADD COLUMN "condition_item" varchar;
  ALTER TABLE "maintenance_requests" ADD COLUMN "expense_id" integer;
  ALTER TABLE "expenses" ADD COLUMN "maintenance_request_id" integer;
  ALTER TABLE "organizations_previous_slugs" ADD CONSTRAINT "organizations_previous_slugs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "organizations_previous_slugs_order_idx" ON "organizations_previous_slugs" USING btree ("_order");
  CREATE INDEX "organizations_previous_slugs_parent_id_idx" ON "organizations_previous_slugs" USING btree ("_parent_id");
  CREATE INDEX "organizations_previous_slugs_slug_idx" ON "organizations_previous_slugs" USING btree ("slug");
  ALTER TABLE "security_deposits_deductions" ADD CONSTRAINT "security_deposits_deductions_condition_report_id_condition_reports_id_fk" FOREIGN KEY ("condition_report_id") REFERENCES "public"."condition_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "organization_status_paidAt_createdAt_idx" ON "payments" USING btree ("organization_id","status","paid_at","created_at");
  CREATE INDEX "security_deposits_deductions_condition_report_idx" ON "security_deposits_deductions" USING btree ("condition_report_id");
  CREATE INDEX "maintenance_requests_expense_idx" ON "maintenance_requests" USING btree ("expense_id");
  CREATE UNIQUE INDEX "expenses_maintenance_request_idx" ON "expenses" USING btree ("maintenance_request_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "organizations_previous_slugs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organizations_previous_slugs" CASCADE;
  ALTER TABLE "security_deposits_deductions" DROP CONSTRAINT "security_deposits_deductions_condition_report_id_condition_reports_id_fk";
  
  ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_expense_id_expenses_id_fk";
  
  ALTER TABLE "expenses" DROP CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk";
  
  DROP INDEX "organization_status_paidAt_createdAt_idx";
  DROP INDEX "security_deposits_deductions_condition_report_idx";
  DROP INDEX "maintenance_requests_expense_idx";
  DROP INDEX "expenses_maintenance_request_idx";
  ALTER TABLE "security_deposits_deductions" DROP COLUMN "condition_report_id";
  ALTER TABLE "security_deposits_deductions" DROP COLUMN "condition_item";
  ALTER TABLE "maintenance_requests" DROP COLUMN "expense_id";
  ALTER TABLE "expenses" DROP COLUMN "maintenance_request_id";`)
}
