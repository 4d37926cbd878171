import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_template_groups_category" AS ENUM('lease', 'other');
  CREATE TYPE "public"."enum_templates_states" AS ENUM('ALL', 'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('draft', 'complete');
  CREATE TYPE "public"."enum_editable_documents_category" AS ENUM('lease', 'invoice', 'receipt', 'utility', 'tax', 'image', 'other');
  CREATE TABLE "template_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"thumbnail" varchar,
  	"order" numeric DEFAULT 0,
  	"category" "enum_template_groups_category" DEFAULT 'other' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"fields" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "templates_states" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_templates_states",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"template_group_id" integer NOT NULL,
  	"form_id" integer NOT NULL,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer,
  	"template_id" integer NOT NULL,
  	"status" "enum_form_submissions_status" DEFAULT 'draft' NOT NULL,
  	"temp_id" varchar NOT NULL,
  	"submission" jsonb DEFAULT '{}'::jsonb,
  	"visited_steps" jsonb DEFAULT '[]'::jsonb,
  	"editable_document_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "editable_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"form_submission_id" integer NOT NULL,
  	"template_id" integer,
  	"name" varchar NOT NULL,
  	"category" "enum_editable_documents_category" DEFAULT 'other' NOT NULL,
  	"lease_id" integer,
  	"property_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "templates_states" ADD CONSTRAINT "templates_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_template_group_id_template_groups_id_fk" FOREIGN KEY ("template_group_id") REFERENCES "public"."template_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_editable_document_id_editable_documents_id_fk" FOREIGN KEY ("editable_document_id") REFERENCES "public"."editable_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editable_documents" ADD CONSTRAINT "editable_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editable_documents" ADD CONSTRAINT "editable_documents_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("form_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editable_documents" ADD CONSTRAINT "editable_documents_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editable_documents" ADD CONSTRAINT "editable_documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editable_documents" ADD CONSTRAINT "editable_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "template_groups_slug_idx" ON "template_groups" USING btree ("slug");
  CREATE INDEX "template_groups_order_idx" ON "template_groups" USING btree ("order");
  CREATE INDEX "template_groups_updated_at_idx" ON "template_groups" USING btree ("updated_at");
  CREATE INDEX "template_groups_created_at_idx" ON "template_groups" USING btree ("created_at");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "templates_states_order_idx" ON "templates_states" USING btree ("order");
  CREATE INDEX "templates_states_parent_idx" ON "templates_states" USING btree ("parent_id");
  CREATE INDEX "templates_template_group_idx" ON "templates" USING btree ("template_group_id");
  CREATE INDEX "templates_form_idx" ON "templates" USING btree ("form_id");
  CREATE INDEX "templates_updated_at_idx" ON "templates" USING btree ("updated_at");
  CREATE INDEX "templates_created_at_idx" ON "templates" USING btree ("created_at");
  CREATE INDEX "form_submissions_organization_idx" ON "form_submissions" USING btree ("organization_id");
  CREATE INDEX "form_submissions_template_idx" ON "form_submissions" USING btree ("template_id");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE UNIQUE INDEX "form_submissions_temp_id_idx" ON "form_submissions" USING btree ("temp_id");
  CREATE INDEX "form_submissions_editable_document_idx" ON "form_submissions" USING btree ("editable_document_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "editable_documents_organization_idx" ON "editable_documents" USING btree ("organization_id");
  CREATE UNIQUE INDEX "editable_documents_form_submission_idx" ON "editable_documents" USING btree ("form_submission_id");
  CREATE INDEX "editable_documents_template_idx" ON "editable_documents" USING btree ("template_id");
  CREATE INDEX "editable_documents_category_idx" ON "editable_documents" USING btree ("category");
  CREATE INDEX "editable_documents_lease_idx" ON "editable_documents" USING btree ("lease_id");
  CREATE INDEX "editable_documents_property_idx" ON "editable_documents" USING btree ("property_id");
  CREATE INDEX "editable_documents_updated_at_idx" ON "editable_documents" USING btree ("updated_at");
  CREATE INDEX "editable_documents_created_at_idx" ON "editable_documents" USING btree ("created_at");
  CREATE INDEX "editable_documents_deleted_at_idx" ON "editable_documents" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "template_groups" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "templates_states" CASCADE;
  DROP TABLE "templates" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "editable_documents" CASCADE;
  DROP TYPE "public"."enum_template_groups_category";
  DROP TYPE "public"."enum_templates_states";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_editable_documents_category";`)
}
