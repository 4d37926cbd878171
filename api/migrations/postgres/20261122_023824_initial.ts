import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('user', 'admin');
  CREATE TYPE "public"."enum_organizations_marketing_contact_info_phone_type" AS ENUM('call', 'text', 'call-or-text');
  CREATE TYPE "public"."enum_organizations_organization_type" AS ENUM('individual', 'company');
  CREATE TYPE "public"."enum_organizations_address_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_organizations_address_country" AS ENUM('US');
  CREATE TYPE "public"."enum_organizations_marketing_contact_info_address_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_organizations_marketing_contact_info_address_country" AS ENUM('US');
  CREATE TYPE "public"."enum_organization_permissions_roles" AS ENUM('owner', 'manager', 'tenant');
  CREATE TYPE "public"."enum_feature_flags_features" AS ENUM('support', 'feedback', 'forms', 'public.forms');
  CREATE TYPE "public"."enum_feature_flags_role" AS ENUM('public', 'landlord', 'tenant', 'admin');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"avatar" varchar,
  	"role" "enum_users_role" DEFAULT 'user' NOT NULL,
  	"verified" boolean DEFAULT false,
  	"verification_token_hash" varchar,
  	"verification_token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar
  );
  
  CREATE TABLE "organizations_marketing_contact_info_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"type" "enum_organizations_marketing_contact_info_phone_type" DEFAULT 'call'
  );
  
  CREATE TABLE "organizations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_type" "enum_organizations_organization_type" DEFAULT 'individual' NOT NULL,
  	"organization_name" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"address_city" varchar,
  	"address_state" "enum_organizations_address_state",
  	"address_postal_code" varchar,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"address_country" "enum_organizations_address_country" DEFAULT 'US',
  	"phone_number" varchar,
  	"email" varchar,
  	"website" varchar,
  	"description" varchar,
  	"owner_id" integer NOT NULL,
  	"setup_payments_skipped" boolean DEFAULT false,
  	"setup_owner_information_skipped" boolean DEFAULT false,
  	"setup_setup_skipped" boolean DEFAULT false,
  	"marketing_share_address" boolean DEFAULT false,
  	"marketing_share_email" boolean DEFAULT false,
  	"marketing_share_phone" boolean DEFAULT false,
  	"marketing_share_properties" boolean DEFAULT false,
  	"marketing_contact_info_address_line1" varchar,
  	"marketing_contact_info_address_line2" varchar,
  	"marketing_contact_info_address_city" varchar,
  	"marketing_contact_info_address_state" "enum_organizations_marketing_contact_info_address_state",
  	"marketing_contact_info_address_postal_code" varchar,
  	"marketing_contact_info_address_latitude" numeric,
  	"marketing_contact_info_address_longitude" numeric,
  	"marketing_contact_info_address_country" "enum_organizations_marketing_contact_info_address_country" DEFAULT 'US',
  	"marketing_contact_info_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "organization_permissions_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_organization_permissions_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "organization_permissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feature_flags_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_feature_flags_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "feature_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_feature_flags_role" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organizations_marketing_contact_info_phone" ADD CONSTRAINT "organizations_marketing_contact_info_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organization_permissions_roles" ADD CONSTRAINT "organization_permissions_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organization_permissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organization_permissions" ADD CONSTRAINT "organization_permissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organization_permissions" ADD CONSTRAINT "organization_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feature_flags_features" ADD CONSTRAINT "feature_flags_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_verification_token_hash_idx" ON "users" USING btree ("verification_token_hash");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "organizations_marketing_contact_info_phone_order_idx" ON "organizations_marketing_contact_info_phone" USING btree ("_order");
  CREATE INDEX "organizations_marketing_contact_info_phone_parent_id_idx" ON "organizations_marketing_contact_info_phone" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "organizations_owner_idx" ON "organizations" USING btree ("owner_id");
  CREATE INDEX "organizations_updated_at_idx" ON "organizations" USING btree ("updated_at");
  CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at");
  CREATE INDEX "organization_permissions_roles_order_idx" ON "organization_permissions_roles" USING btree ("order");
  CREATE INDEX "organization_permissions_roles_parent_idx" ON "organization_permissions_roles" USING btree ("parent_id");
  CREATE INDEX "organization_permissions_organization_idx" ON "organization_permissions" USING btree ("organization_id");
  CREATE INDEX "organization_permissions_user_idx" ON "organization_permissions" USING btree ("user_id");
  CREATE INDEX "organization_permissions_updated_at_idx" ON "organization_permissions" USING btree ("updated_at");
  CREATE INDEX "organization_permissions_created_at_idx" ON "organization_permissions" USING btree ("created_at");
  CREATE INDEX "feature_flags_features_order_idx" ON "feature_flags_features" USING btree ("order");
  CREATE INDEX "feature_flags_features_parent_idx" ON "feature_flags_features" USING btree ("parent_id");
  CREATE UNIQUE INDEX "feature_flags_role_idx" ON "feature_flags" USING btree ("role");
  CREATE INDEX "feature_flags_updated_at_idx" ON "feature_flags" USING btree ("updated_at");
  CREATE INDEX "feature_flags_created_at_idx" ON "feature_flags" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "organizations_marketing_contact_info_phone" CASCADE;
  DROP TABLE "organizations" CASCADE;
  DROP TABLE "organization_permissions_roles" CASCADE;
  DROP TABLE "organization_permissions" CASCADE;
  DROP TABLE "feature_flags_features" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_organizations_marketing_contact_info_phone_type";
  DROP TYPE "public"."enum_organizations_organization_type";
  DROP TYPE "public"."enum_organizations_address_state";
  DROP TYPE "public"."enum_organizations_address_country";
  DROP TYPE "public"."enum_organizations_marketing_contact_info_address_state";
  DROP TYPE "public"."enum_organizations_marketing_contact_info_address_country";
  DROP TYPE "public"."enum_organization_permissions_roles";
  DROP TYPE "public"."enum_feature_flags_features";
  DROP TYPE "public"."enum_feature_flags_role";`)
}
