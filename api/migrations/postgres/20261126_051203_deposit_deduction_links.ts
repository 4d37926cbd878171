import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "security_deposits_deductions" ADD COLUMN "condition_report_id" integer;
  ALTER TABLE "security_deposits_deductions" ADD COLUMN "condition_item" varchar;
  ALTER TABLE "security_deposits_deductions" ADD CONSTRAINT "security_deposits_deductions_condition_report_id_condition_reports_id_fk" FOREIGN KEY ("condition_report_id") REFERENCES "public"."condition_reports"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "security_deposits_deductions_condition_report_idx" ON "security_deposits_deductions" USING btree ("condition_report_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "security_deposits_deductions" DROP CONSTRAINT "security_deposits_deductions_condition_report_id_condition_reports_id_fk";
  
  DROP INDEX "security_deposits_deductions_condition_report_idx";
  ALTER TABLE "security_deposits_deductions" DROP COLUMN "condition_report_id";
  ALTER TABLE "security_deposits_deductions" DROP COLUMN "condition_item";`)
}
