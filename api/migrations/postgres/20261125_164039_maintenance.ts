import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_maintenance_requests_category" AS ENUM('plumbing', 'electrical', 'appliance', 'heating-cooling', 'pest', 'structural', 'exterior', 'other');
  CREATE TYPE "public"."enum_maintenance_requests_priority" AS ENUM('low', 'normal', 'high', 'emergency');
  CREATE TYPE "public"."enum_maintenance_requests_status" AS ENUM('new', 'in-progress', 'completed', 'closed', 'cancelled');
  CREATE TYPE "public"."enum_maintenance_comments_kind" AS ENUM('comment', 'status');
  CREATE TYPE "public"."enum_maintenance_comments_visibility" AS ENUM('shared', 'internal');
  CREATE TYPE "public"."enum_maintenance_comments_from_status" AS ENUM('new', 'in-progress', 'completed', 'closed', 'cancelled');
  CREATE TYPE "public"."enum_maintenance_comments_to_status" AS ENUM('new', 'in-progress', 'completed', 'closed', 'cancelled');
  ALTER TYPE "public"."enum_files_kind" ADD VALUE 'maintenanceRequest';
  CREATE TABLE "maintenance_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"number" numeric,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"category" "enum_maintenance_requests_category" NOT NULL,
  	"priority" "enum_maintenance_requests_priority" DEFAULT 'normal' NOT NULL,
  	"status" "enum_maintenance_requests_status" DEFAULT 'new' NOT NULL,
  	"lease_id" integer,
  	"property_id" integer,
  	"unit_id" integer,
  	"address" varchar,
  	"landlord_phone" varchar,
  	"permission_to_enter" boolean DEFAULT false,
  	"preferred_times" varchar,
  	"assignee_contact_id" integer,
  	"assignee_name" varchar,
  	"due_date" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"created_by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "maintenance_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"maintenance_request_id" integer NOT NULL,
  	"lease_id" integer,
  	"kind" "enum_maintenance_comments_kind" DEFAULT 'comment' NOT NULL,
  	"visibility" "enum_maintenance_comments_visibility" DEFAULT 'shared' NOT NULL,
  	"body" varchar NOT NULL,
  	"from_status" "enum_maintenance_comments_from_status",
  	"to_status" "enum_maintenance_comments_to_status",
  	"author_id" integer,
  	"author_name" varchar,
  	"by_vendor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "files" ADD COLUMN "maintenance_request_id" integer;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_assignee_contact_id_contacts_id_fk" FOREIGN KEY ("assignee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_comments" ADD CONSTRAINT "maintenance_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "maintenance_requests_organization_idx" ON "maintenance_requests" USING btree ("organization_id");
  CREATE INDEX "maintenance_requests_number_idx" ON "maintenance_requests" USING btree ("number");
  CREATE INDEX "maintenance_requests_category_idx" ON "maintenance_requests" USING btree ("category");
  CREATE INDEX "maintenance_requests_priority_idx" ON "maintenance_requests" USING btree ("priority");
  CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status");
  CREATE INDEX "maintenance_requests_lease_idx" ON "maintenance_requests" USING btree ("lease_id");
  CREATE INDEX "maintenance_requests_property_idx" ON "maintenance_requests" USING btree ("property_id");
  CREATE INDEX "maintenance_requests_unit_idx" ON "maintenance_requests" USING btree ("unit_id");
  CREATE INDEX "maintenance_requests_assignee_contact_idx" ON "maintenance_requests" USING btree ("assignee_contact_id");
  CREATE INDEX "maintenance_requests_assignee_name_idx" ON "maintenance_requests" USING btree ("assignee_name");
  CREATE INDEX "maintenance_requests_due_date_idx" ON "maintenance_requests" USING btree ("due_date");
  CREATE INDEX "maintenance_requests_created_by_idx" ON "maintenance_requests" USING btree ("created_by_id");
  CREATE INDEX "maintenance_requests_updated_at_idx" ON "maintenance_requests" USING btree ("updated_at");
  CREATE INDEX "maintenance_requests_created_at_idx" ON "maintenance_requests" USING btree ("created_at");
  CREATE INDEX "organization_status_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","status","created_at");
  CREATE INDEX "organization_createdAt_2_idx" ON "maintenance_requests" USING btree ("organization_id","created_at");
  CREATE INDEX "organization_number_idx" ON "maintenance_requests" USING btree ("organization_id","number");
  CREATE INDEX "lease_createdAt_idx" ON "maintenance_requests" USING btree ("lease_id","created_at");
  CREATE INDEX "property_createdAt_idx" ON "maintenance_requests" USING btree ("property_id","created_at");
  CREATE INDEX "unit_createdAt_idx" ON "maintenance_requests" USING btree ("unit_id","created_at");
  CREATE INDEX "maintenance_comments_organization_idx" ON "maintenance_comments" USING btree ("organization_id");
  CREATE INDEX "maintenance_comments_maintenance_request_idx" ON "maintenance_comments" USING btree ("maintenance_request_id");
  CREATE INDEX "maintenance_comments_lease_idx" ON "maintenance_comments" USING btree ("lease_id");
  CREATE INDEX "maintenance_comments_visibility_idx" ON "maintenance_comments" USING btree ("visibility");
  CREATE INDEX "maintenance_comments_author_idx" ON "maintenance_comments" USING btree ("author_id");
  CREATE INDEX "maintenance_comments_updated_at_idx" ON "maintenance_comments" USING btree ("updated_at");
  CREATE INDEX "maintenance_comments_created_at_idx" ON "maintenance_comments" USING btree ("created_at");
  CREATE INDEX "maintenanceRequest_createdAt_idx" ON "maintenance_comments" USING btree ("maintenance_request_id","created_at");
  ALTER TABLE "files" ADD CONSTRAINT "files_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_maintenance_request_idx" ON "files" USING btree ("maintenance_request_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "maintenance_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "maintenance_comments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "maintenance_requests" CASCADE;
  DROP TABLE "maintenance_comments" CASCADE;
  ALTER TABLE "files" DROP CONSTRAINT "files_maintenance_request_id_maintenance_requests_id_fk";
  
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_files_kind";
  CREATE TYPE "public"."enum_files_kind" AS ENUM('lease', 'property', 'unit', 'contact', 'document', 'personal', 'invoice');
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_files_kind" USING "kind"::"public"."enum_files_kind";
  DROP INDEX "files_maintenance_request_idx";
  ALTER TABLE "files" DROP COLUMN "maintenance_request_id";
  DROP TYPE "public"."enum_maintenance_requests_category";
  DROP TYPE "public"."enum_maintenance_requests_priority";
  DROP TYPE "public"."enum_maintenance_requests_status";
  DROP TYPE "public"."enum_maintenance_comments_kind";
  DROP TYPE "public"."enum_maintenance_comments_visibility";
  DROP TYPE "public"."enum_maintenance_comments_from_status";
  DROP TYPE "public"."enum_maintenance_comments_to_status";`)
}
