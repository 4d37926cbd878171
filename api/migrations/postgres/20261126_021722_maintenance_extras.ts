import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_maintenance_unreads_area" AS ENUM('landlord', 'tenant');
  ALTER TYPE "public"."enum_files_kind" ADD VALUE 'maintenanceComment' BEFORE 'expense';
  CREATE TABLE "maintenance_unreads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"maintenance_request_id" integer NOT NULL,
  	"area" "enum_maintenance_unreads_area" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "organization_number_idx";
  ALTER TABLE "files" ADD COLUMN "maintenance_comment_id" integer;
  ALTER TABLE "files" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;
  ALTER TABLE "maintenance_requests" ADD COLUMN "cost_cents" numeric;
  ALTER TABLE "maintenance_requests" ADD COLUMN "receipt_id" integer;
  ALTER TABLE "maintenance_requests" ADD COLUMN "vendor_link_version" numeric DEFAULT 0;
  ALTER TABLE "maintenance_unreads" ADD CONSTRAINT "maintenance_unreads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_unreads" ADD CONSTRAINT "maintenance_unreads_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "maintenance_unreads_user_idx" ON "maintenance_unreads" USING btree ("user_id");
  CREATE INDEX "maintenance_unreads_maintenance_request_idx" ON "maintenance_unreads" USING btree ("maintenance_request_id");
  CREATE INDEX "maintenance_unreads_updated_at_idx" ON "maintenance_unreads" USING btree ("updated_at");
  CREATE INDEX "maintenance_unreads_created_at_idx" ON "maintenance_unreads" USING btree ("created_at");
  CREATE INDEX "user_area_maintenanceRequest_idx" ON "maintenance_unreads" USING btree ("user_id","area","maintenance_request_id");
  CREATE INDEX "maintenanceRequest_user_idx" ON "maintenance_unreads" USING btree ("maintenance_request_id","user_id");
  ALTER TABLE "files" ADD CONSTRAINT "files_maintenance_comment_id_maintenance_comments_id_fk" FOREIGN KEY ("maintenance_comment_id") REFERENCES "public"."maintenance_comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_receipt_id_files_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_maintenance_comment_idx" ON "files" USING btree ("maintenance_comment_id");
  CREATE INDEX "files_internal_idx" ON "files" USING btree ("internal");
  CREATE INDEX "maintenance_requests_receipt_idx" ON "maintenance_requests" USING btree ("receipt_id");
  CREATE INDEX "organization_number_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","number","created_at");
  CREATE INDEX "organization_title_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","title","created_at");
  CREATE INDEX "organization_dueDate_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","due_date","created_at");
  CREATE INDEX "organization_priority_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","priority","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "maintenance_unreads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "maintenance_unreads" CASCADE;
  ALTER TABLE "files" DROP CONSTRAINT "files_maintenance_comment_id_maintenance_comments_id_fk";
  
  ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_receipt_id_files_id_fk";
  
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_files_kind";
  CREATE TYPE "public"."enum_files_kind" AS ENUM('lease', 'property', 'unit', 'contact', 'document', 'personal', 'invoice', 'maintenanceRequest', 'expense');
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_files_kind" USING "kind"::"public"."enum_files_kind";
  DROP INDEX "files_maintenance_comment_idx";
  DROP INDEX "files_internal_idx";
  DROP INDEX "maintenance_requests_receipt_idx";
  DROP INDEX "organization_number_createdAt_idx";
  DROP INDEX "organization_title_createdAt_idx";
  DROP INDEX "organization_dueDate_createdAt_idx";
  DROP INDEX "organization_priority_createdAt_idx";
  CREATE INDEX "organization_number_idx" ON "maintenance_requests" USING btree ("organization_id","number");
  ALTER TABLE "files" DROP COLUMN "maintenance_comment_id";
  ALTER TABLE "files" DROP COLUMN "internal";
  ALTER TABLE "maintenance_requests" DROP COLUMN "cost_cents";
  ALTER TABLE "maintenance_requests" DROP COLUMN "receipt_id";
  ALTER TABLE "maintenance_requests" DROP COLUMN "vendor_link_version";
  DROP TYPE "public"."enum_maintenance_unreads_area";`)
}
