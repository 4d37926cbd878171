import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_condition_reports_type" AS ENUM('move-in', 'move-out', 'periodic');
  CREATE TYPE "public"."enum_condition_reports_status" AS ENUM('draft', 'requested', 'completed');
  ALTER TYPE "public"."enum_files_kind" ADD VALUE 'conditionReport';
  CREATE TABLE "condition_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"lease_id" integer NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"unit_address" varchar,
  	"type" "enum_condition_reports_type" NOT NULL,
  	"status" "enum_condition_reports_status" DEFAULT 'draft' NOT NULL,
  	"based_on_id" integer,
  	"rooms" jsonb NOT NULL,
  	"signers" jsonb,
  	"signatures" jsonb,
  	"requested_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"pdf_id" integer,
  	"pdf_sha256" varchar,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "files" ADD COLUMN "condition_report_id" integer;
  ALTER TABLE "files" ADD COLUMN "condition_item" varchar;
  ALTER TABLE "files" ADD COLUMN "sha256" varchar;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_based_on_id_condition_reports_id_fk" FOREIGN KEY ("based_on_id") REFERENCES "public"."condition_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_pdf_id_files_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "condition_reports_organization_idx" ON "condition_reports" USING btree ("organization_id");
  CREATE INDEX "condition_reports_lease_idx" ON "condition_reports" USING btree ("lease_id");
  CREATE INDEX "condition_reports_property_idx" ON "condition_reports" USING btree ("property_id");
  CREATE INDEX "condition_reports_unit_idx" ON "condition_reports" USING btree ("unit_id");
  CREATE INDEX "condition_reports_status_idx" ON "condition_reports" USING btree ("status");
  CREATE INDEX "condition_reports_based_on_idx" ON "condition_reports" USING btree ("based_on_id");
  CREATE INDEX "condition_reports_pdf_idx" ON "condition_reports" USING btree ("pdf_id");
  CREATE INDEX "condition_reports_created_by_idx" ON "condition_reports" USING btree ("created_by_id");
  CREATE INDEX "condition_reports_updated_at_idx" ON "condition_reports" USING btree ("updated_at");
  CREATE INDEX "condition_reports_created_at_idx" ON "condition_reports" USING btree ("created_at");
  CREATE INDEX "lease_createdAt_1_idx" ON "condition_reports" USING btree ("lease_id","created_at");
  CREATE INDEX "property_createdAt_1_idx" ON "condition_reports" USING btree ("property_id","created_at");
  CREATE INDEX "unit_createdAt_1_idx" ON "condition_reports" USING btree ("unit_id","created_at");
  ALTER TABLE "files" ADD CONSTRAINT "files_condition_report_id_condition_reports_id_fk" FOREIGN KEY ("condition_report_id") REFERENCES "public"."condition_reports"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_condition_report_idx" ON "files" USING btree ("condition_report_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "condition_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "condition_reports" CASCADE;
  ALTER TABLE "files" DROP CONSTRAINT "files_condition_report_id_condition_reports_id_fk";
  
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_files_kind";
  CREATE TYPE "public"."enum_files_kind" AS ENUM('lease', 'property', 'unit', 'contact', 'document', 'personal', 'invoice', 'maintenanceRequest', 'maintenanceComment', 'expense');
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_files_kind" USING "kind"::"public"."enum_files_kind";
  DROP INDEX "files_condition_report_idx";
  ALTER TABLE "files" DROP COLUMN "condition_report_id";
  ALTER TABLE "files" DROP COLUMN "condition_item";
  ALTER TABLE "files" DROP COLUMN "sha256";
  DROP TYPE "public"."enum_condition_reports_type";
  DROP TYPE "public"."enum_condition_reports_status";`)
}
