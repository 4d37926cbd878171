import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_custom_fields_type" AS ENUM('text', 'date', 'phone-number', 'email', 'url', 'address');
  CREATE TYPE "public"."enum_contacts_type" AS ENUM('tenant', 'contact', 'vendor', 'lead');
  CREATE TYPE "public"."enum_invitations_status" AS ENUM('pending', 'accepted', 'declined');
  CREATE TABLE "contacts_custom_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"type" "enum_contacts_custom_fields_type" DEFAULT 'text' NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"lease_id" integer NOT NULL,
  	"contact_id" integer NOT NULL,
  	"status" "enum_invitations_status" DEFAULT 'pending' NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"organization_name" varchar,
  	"property_label" varchar,
  	"invited_by_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"user_id" integer,
  	"organization_permission_id" integer,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ADD COLUMN "type" "enum_contacts_type" DEFAULT 'contact' NOT NULL;
  ALTER TABLE "contacts" ADD COLUMN "company_name" varchar;
  ALTER TABLE "contacts" ADD COLUMN "notes" varchar;
  ALTER TABLE "contacts" ADD COLUMN "user_id" integer;
  ALTER TABLE "contacts_custom_fields" ADD CONSTRAINT "contacts_custom_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_permission_id_organization_permissions_id_fk" FOREIGN KEY ("organization_permission_id") REFERENCES "public"."organization_permissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_custom_fields_order_idx" ON "contacts_custom_fields" USING btree ("_order");
  CREATE INDEX "contacts_custom_fields_parent_id_idx" ON "contacts_custom_fields" USING btree ("_parent_id");
  CREATE INDEX "invitations_organization_idx" ON "invitations" USING btree ("organization_id");
  CREATE INDEX "invitations_lease_idx" ON "invitations" USING btree ("lease_id");
  CREATE INDEX "invitations_contact_idx" ON "invitations" USING btree ("contact_id");
  CREATE INDEX "invitations_status_idx" ON "invitations" USING btree ("status");
  CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");
  CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by_id");
  CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");
  CREATE INDEX "invitations_organization_permission_idx" ON "invitations" USING btree ("organization_permission_id");
  CREATE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_type_idx" ON "contacts" USING btree ("type");
  CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts_custom_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contacts_custom_fields" CASCADE;
  DROP TABLE "invitations" CASCADE;
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_user_id_users_id_fk";
  
  DROP INDEX "contacts_type_idx";
  DROP INDEX "contacts_user_idx";
  ALTER TABLE "contacts" DROP COLUMN "type";
  ALTER TABLE "contacts" DROP COLUMN "company_name";
  ALTER TABLE "contacts" DROP COLUMN "notes";
  ALTER TABLE "contacts" DROP COLUMN "user_id";
  DROP TYPE "public"."enum_contacts_custom_fields_type";
  DROP TYPE "public"."enum_contacts_type";
  DROP TYPE "public"."enum_invitations_status";`)
}
