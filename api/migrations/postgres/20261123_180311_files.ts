import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_files_kind" AS ENUM('lease', 'property', 'unit', 'contact', 'document', 'personal');
  CREATE TYPE "public"."enum_files_category" AS ENUM('lease', 'invoice', 'receipt', 'utility', 'tax', 'image', 'other');
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"kind" "enum_files_kind" NOT NULL,
  	"nickname" varchar NOT NULL,
  	"category" "enum_files_category",
  	"lease_id" integer,
  	"property_id" integer,
  	"unit_id" integer,
  	"contact_id" integer,
  	"uploaded_by_id" integer,
  	"original_filename" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_organization_idx" ON "files" USING btree ("organization_id");
  CREATE INDEX "files_kind_idx" ON "files" USING btree ("kind");
  CREATE INDEX "files_category_idx" ON "files" USING btree ("category");
  CREATE INDEX "files_lease_idx" ON "files" USING btree ("lease_id");
  CREATE INDEX "files_property_idx" ON "files" USING btree ("property_id");
  CREATE INDEX "files_unit_idx" ON "files" USING btree ("unit_id");
  CREATE INDEX "files_contact_idx" ON "files" USING btree ("contact_id");
  CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by_id");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE INDEX "files_deleted_at_idx" ON "files" USING btree ("deleted_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "files" CASCADE;
  DROP TYPE "public"."enum_files_kind";
  DROP TYPE "public"."enum_files_category";`)
}
