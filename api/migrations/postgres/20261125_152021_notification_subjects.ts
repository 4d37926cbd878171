import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" ADD COLUMN "condition_report_report" numeric;
  ALTER TABLE "notifications" ADD COLUMN "condition_report_type" varchar;
  ALTER TABLE "notifications" ADD COLUMN "condition_report_unit_address" varchar;
  ALTER TABLE "notifications" ADD COLUMN "condition_report_lease_id" integer;
  ALTER TABLE "notifications" ADD COLUMN "maintenance_request_request" numeric;
  ALTER TABLE "notifications" ADD COLUMN "maintenance_request_unit_address" varchar;
  ALTER TABLE "notifications" ADD COLUMN "comment_maintenance_request" numeric;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_condition_report_lease_id_leases_id_fk" FOREIGN KEY ("condition_report_lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notifications_condition_report_condition_report_lease_idx" ON "notifications" USING btree ("condition_report_lease_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" DROP CONSTRAINT "notifications_condition_report_lease_id_leases_id_fk";
  
  DROP INDEX "notifications_condition_report_condition_report_lease_idx";
  ALTER TABLE "notifications" DROP COLUMN "condition_report_report";
  ALTER TABLE "notifications" DROP COLUMN "condition_report_type";
  ALTER TABLE "notifications" DROP COLUMN "condition_report_unit_address";
  ALTER TABLE "notifications" DROP COLUMN "condition_report_lease_id";
  ALTER TABLE "notifications" DROP COLUMN "maintenance_request_request";
  ALTER TABLE "notifications" DROP COLUMN "maintenance_request_unit_address";
  ALTER TABLE "notifications" DROP COLUMN "comment_maintenance_request";`)
}
