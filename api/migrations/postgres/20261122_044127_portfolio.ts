import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_amenities" AS ENUM('parking', 'garage', 'pool', 'gym', 'elevator', 'laundry-room', 'storage', 'bike-storage', 'playground', 'yard', 'gated', 'doorman', 'wheelchair-access');
  CREATE TYPE "public"."enum_properties_property_type" AS ENUM('single-family', 'multi-family', 'apartment', 'condo', 'townhouse', 'duplex', 'commercial', 'other');
  CREATE TYPE "public"."enum_properties_address_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_properties_address_country" AS ENUM('US');
  CREATE TYPE "public"."enum_units_amenities" AS ENUM('balcony', 'patio', 'fireplace', 'walk-in-closet', 'hardwood-floors', 'in-unit-laundry', 'furnished', 'pets-allowed', 'smoke-free', 'high-ceilings', 'view');
  CREATE TYPE "public"."enum_units_appliances" AS ENUM('refrigerator', 'stove', 'microwave', 'dishwasher', 'washer', 'dryer', 'garbage-disposal', 'freezer', 'water-heater');
  CREATE TYPE "public"."enum_units_cooling_systems" AS ENUM('central-air', 'window-units', 'ductless-split', 'evaporative', 'ceiling-fans', 'none');
  CREATE TYPE "public"."enum_units_heating_systems" AS ENUM('forced-air', 'heat-pump', 'radiator', 'baseboard', 'radiant-floor', 'wall-furnace', 'fireplace', 'none');
  CREATE TYPE "public"."enum_units_floor_coverings" AS ENUM('hardwood', 'laminate', 'vinyl', 'tile', 'carpet', 'concrete', 'stone');
  CREATE TYPE "public"."enum_units_utilities_utility" AS ENUM('electricity', 'gas', 'water', 'sewer', 'trash', 'internet', 'cable', 'heating-oil');
  CREATE TYPE "public"."enum_units_utilities_paid_by" AS ENUM('tenant', 'landlord', 'shared');
  CREATE TYPE "public"."enum_units_address_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum_units_address_country" AS ENUM('US');
  CREATE TYPE "public"."enum_units_marketing_contact_method" AS ENUM('call', 'text', 'call-or-text');
  CREATE TYPE "public"."enum_leases_status" AS ENUM('draft', 'upcoming', 'active', 'past');
  CREATE TYPE "public"."enum_leases_lease_type" AS ENUM('fixed', 'month-to-month');
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
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
  
  CREATE TABLE "properties_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_properties_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"nickname" varchar,
  	"property_type" "enum_properties_property_type" DEFAULT 'single-family',
  	"address_line1" varchar NOT NULL,
  	"address_line2" varchar,
  	"address_city" varchar NOT NULL,
  	"address_state" "enum_properties_address_state" NOT NULL,
  	"address_postal_code" varchar NOT NULL,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"address_country" "enum_properties_address_country" DEFAULT 'US',
  	"description" varchar,
  	"year_built" numeric,
  	"image_id" integer,
  	"archived" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "units_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_units_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "units_appliances" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_units_appliances",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "units_cooling_systems" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_units_cooling_systems",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "units_heating_systems" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_units_heating_systems",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "units_floor_coverings" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_units_floor_coverings",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "units_utilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"utility" "enum_units_utilities_utility" NOT NULL,
  	"paid_by" "enum_units_utilities_paid_by" DEFAULT 'tenant' NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "units" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"property_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"address_city" varchar,
  	"address_state" "enum_units_address_state",
  	"address_postal_code" varchar,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"address_country" "enum_units_address_country" DEFAULT 'US',
  	"information_bedrooms" numeric,
  	"information_bathrooms" numeric,
  	"information_square_feet" numeric,
  	"information_floor" varchar,
  	"information_parking_spaces" numeric,
  	"image_id" integer,
  	"marketing_published" boolean DEFAULT false,
  	"marketing_headline" varchar,
  	"marketing_description" varchar,
  	"marketing_available_date" timestamp(3) with time zone,
  	"marketing_rent" numeric,
  	"marketing_security_deposit" numeric,
  	"marketing_pet_rent" numeric,
  	"marketing_pet_deposit" numeric,
  	"marketing_application_fee" numeric,
  	"marketing_contact_name" varchar,
  	"marketing_contact_email" varchar,
  	"marketing_contact_phone" varchar,
  	"marketing_contact_method" "enum_units_marketing_contact_method" DEFAULT 'call',
  	"archived" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "units_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone_number" varchar,
  	"archived" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "leases_required_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"received" boolean DEFAULT false
  );
  
  CREATE TABLE "leases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"nickname" varchar,
  	"status" "enum_leases_status" DEFAULT 'draft' NOT NULL,
  	"property_id" integer,
  	"unit_id" integer NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"lease_type" "enum_leases_lease_type" DEFAULT 'fixed',
  	"rent" numeric NOT NULL,
  	"security_deposit" numeric,
  	"rent_due_day" numeric DEFAULT 1,
  	"archived" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "leases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"contacts_id" integer
  );
  
  CREATE TABLE "notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"lease_id" integer,
  	"author_id" integer,
  	"author_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "images" ADD CONSTRAINT "images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_amenities" ADD CONSTRAINT "properties_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "units_amenities" ADD CONSTRAINT "units_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_appliances" ADD CONSTRAINT "units_appliances_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_cooling_systems" ADD CONSTRAINT "units_cooling_systems_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_heating_systems" ADD CONSTRAINT "units_heating_systems_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_floor_coverings" ADD CONSTRAINT "units_floor_coverings_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_utilities" ADD CONSTRAINT "units_utilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units" ADD CONSTRAINT "units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "units" ADD CONSTRAINT "units_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "units_rels" ADD CONSTRAINT "units_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_rels" ADD CONSTRAINT "units_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leases_required_documents" ADD CONSTRAINT "leases_required_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leases" ADD CONSTRAINT "leases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leases" ADD CONSTRAINT "leases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leases_rels" ADD CONSTRAINT "leases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leases_rels" ADD CONSTRAINT "leases_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "images_organization_idx" ON "images" USING btree ("organization_id");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "properties_amenities_order_idx" ON "properties_amenities" USING btree ("order");
  CREATE INDEX "properties_amenities_parent_idx" ON "properties_amenities" USING btree ("parent_id");
  CREATE INDEX "properties_organization_idx" ON "properties" USING btree ("organization_id");
  CREATE INDEX "properties_nickname_idx" ON "properties" USING btree ("nickname");
  CREATE INDEX "properties_image_idx" ON "properties" USING btree ("image_id");
  CREATE INDEX "properties_archived_idx" ON "properties" USING btree ("archived");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "properties_deleted_at_idx" ON "properties" USING btree ("deleted_at");
  CREATE INDEX "units_amenities_order_idx" ON "units_amenities" USING btree ("order");
  CREATE INDEX "units_amenities_parent_idx" ON "units_amenities" USING btree ("parent_id");
  CREATE INDEX "units_appliances_order_idx" ON "units_appliances" USING btree ("order");
  CREATE INDEX "units_appliances_parent_idx" ON "units_appliances" USING btree ("parent_id");
  CREATE INDEX "units_cooling_systems_order_idx" ON "units_cooling_systems" USING btree ("order");
  CREATE INDEX "units_cooling_systems_parent_idx" ON "units_cooling_systems" USING btree ("parent_id");
  CREATE INDEX "units_heating_systems_order_idx" ON "units_heating_systems" USING btree ("order");
  CREATE INDEX "units_heating_systems_parent_idx" ON "units_heating_systems" USING btree ("parent_id");
  CREATE INDEX "units_floor_coverings_order_idx" ON "units_floor_coverings" USING btree ("order");
  CREATE INDEX "units_floor_coverings_parent_idx" ON "units_floor_coverings" USING btree ("parent_id");
  CREATE INDEX "units_utilities_order_idx" ON "units_utilities" USING btree ("_order");
  CREATE INDEX "units_utilities_parent_id_idx" ON "units_utilities" USING btree ("_parent_id");
  CREATE INDEX "units_organization_idx" ON "units" USING btree ("organization_id");
  CREATE INDEX "units_property_idx" ON "units" USING btree ("property_id");
  CREATE INDEX "units_image_idx" ON "units" USING btree ("image_id");
  CREATE INDEX "units_marketing_marketing_published_idx" ON "units" USING btree ("marketing_published");
  CREATE INDEX "units_archived_idx" ON "units" USING btree ("archived");
  CREATE INDEX "units_updated_at_idx" ON "units" USING btree ("updated_at");
  CREATE INDEX "units_created_at_idx" ON "units" USING btree ("created_at");
  CREATE INDEX "units_deleted_at_idx" ON "units" USING btree ("deleted_at");
  CREATE INDEX "units_rels_order_idx" ON "units_rels" USING btree ("order");
  CREATE INDEX "units_rels_parent_idx" ON "units_rels" USING btree ("parent_id");
  CREATE INDEX "units_rels_path_idx" ON "units_rels" USING btree ("path");
  CREATE INDEX "units_rels_images_id_idx" ON "units_rels" USING btree ("images_id");
  CREATE INDEX "contacts_organization_idx" ON "contacts" USING btree ("organization_id");
  CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name");
  CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE INDEX "contacts_archived_idx" ON "contacts" USING btree ("archived");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "contacts_deleted_at_idx" ON "contacts" USING btree ("deleted_at");
  CREATE INDEX "leases_required_documents_order_idx" ON "leases_required_documents" USING btree ("_order");
  CREATE INDEX "leases_required_documents_parent_id_idx" ON "leases_required_documents" USING btree ("_parent_id");
  CREATE INDEX "leases_organization_idx" ON "leases" USING btree ("organization_id");
  CREATE INDEX "leases_nickname_idx" ON "leases" USING btree ("nickname");
  CREATE INDEX "leases_status_idx" ON "leases" USING btree ("status");
  CREATE INDEX "leases_property_idx" ON "leases" USING btree ("property_id");
  CREATE INDEX "leases_unit_idx" ON "leases" USING btree ("unit_id");
  CREATE INDEX "leases_start_date_idx" ON "leases" USING btree ("start_date");
  CREATE INDEX "leases_archived_idx" ON "leases" USING btree ("archived");
  CREATE INDEX "leases_updated_at_idx" ON "leases" USING btree ("updated_at");
  CREATE INDEX "leases_created_at_idx" ON "leases" USING btree ("created_at");
  CREATE INDEX "leases_deleted_at_idx" ON "leases" USING btree ("deleted_at");
  CREATE INDEX "leases_rels_order_idx" ON "leases_rels" USING btree ("order");
  CREATE INDEX "leases_rels_parent_idx" ON "leases_rels" USING btree ("parent_id");
  CREATE INDEX "leases_rels_path_idx" ON "leases_rels" USING btree ("path");
  CREATE INDEX "leases_rels_contacts_id_idx" ON "leases_rels" USING btree ("contacts_id");
  CREATE INDEX "notes_organization_idx" ON "notes" USING btree ("organization_id");
  CREATE INDEX "notes_property_idx" ON "notes" USING btree ("property_id");
  CREATE INDEX "notes_unit_idx" ON "notes" USING btree ("unit_id");
  CREATE INDEX "notes_lease_idx" ON "notes" USING btree ("lease_id");
  CREATE INDEX "notes_author_idx" ON "notes" USING btree ("author_id");
  CREATE INDEX "notes_updated_at_idx" ON "notes" USING btree ("updated_at");
  CREATE INDEX "notes_created_at_idx" ON "notes" USING btree ("created_at");
  CREATE INDEX "notes_deleted_at_idx" ON "notes" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "images" CASCADE;
  DROP TABLE "properties_amenities" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "units_amenities" CASCADE;
  DROP TABLE "units_appliances" CASCADE;
  DROP TABLE "units_cooling_systems" CASCADE;
  DROP TABLE "units_heating_systems" CASCADE;
  DROP TABLE "units_floor_coverings" CASCADE;
  DROP TABLE "units_utilities" CASCADE;
  DROP TABLE "units" CASCADE;
  DROP TABLE "units_rels" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "leases_required_documents" CASCADE;
  DROP TABLE "leases" CASCADE;
  DROP TABLE "leases_rels" CASCADE;
  DROP TABLE "notes" CASCADE;
  DROP TYPE "public"."enum_properties_amenities";
  DROP TYPE "public"."enum_properties_property_type";
  DROP TYPE "public"."enum_properties_address_state";
  DROP TYPE "public"."enum_properties_address_country";
  DROP TYPE "public"."enum_units_amenities";
  DROP TYPE "public"."enum_units_appliances";
  DROP TYPE "public"."enum_units_cooling_systems";
  DROP TYPE "public"."enum_units_heating_systems";
  DROP TYPE "public"."enum_units_floor_coverings";
  DROP TYPE "public"."enum_units_utilities_utility";
  DROP TYPE "public"."enum_units_utilities_paid_by";
  DROP TYPE "public"."enum_units_address_state";
  DROP TYPE "public"."enum_units_address_country";
  DROP TYPE "public"."enum_units_marketing_contact_method";
  DROP TYPE "public"."enum_leases_status";
  DROP TYPE "public"."enum_leases_lease_type";`)
}
