import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`images\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`images_organization_idx\` ON \`images\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`images_updated_at_idx\` ON \`images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`images_created_at_idx\` ON \`images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`images_filename_idx\` ON \`images\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`properties_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_amenities_order_idx\` ON \`properties_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_amenities_parent_idx\` ON \`properties_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`nickname\` text,
  	\`property_type\` text DEFAULT 'single-family',
  	\`address_line1\` text NOT NULL,
  	\`address_line2\` text,
  	\`address_city\` text NOT NULL,
  	\`address_state\` text NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`address_country\` text DEFAULT 'US',
  	\`description\` text,
  	\`year_built\` numeric,
  	\`image_id\` integer,
  	\`archived\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_organization_idx\` ON \`properties\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_nickname_idx\` ON \`properties\` (\`nickname\`);`)
  await db.run(sql`CREATE INDEX \`properties_image_idx\` ON \`properties\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_archived_idx\` ON \`properties\` (\`archived\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_deleted_at_idx\` ON \`properties\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`units_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_amenities_order_idx\` ON \`units_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`units_amenities_parent_idx\` ON \`units_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units_appliances\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_appliances_order_idx\` ON \`units_appliances\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`units_appliances_parent_idx\` ON \`units_appliances\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units_cooling_systems\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_cooling_systems_order_idx\` ON \`units_cooling_systems\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`units_cooling_systems_parent_idx\` ON \`units_cooling_systems\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units_heating_systems\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_heating_systems_order_idx\` ON \`units_heating_systems\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`units_heating_systems_parent_idx\` ON \`units_heating_systems\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units_floor_coverings\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_floor_coverings_order_idx\` ON \`units_floor_coverings\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`units_floor_coverings_parent_idx\` ON \`units_floor_coverings\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units_utilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`utility\` text NOT NULL,
  	\`paid_by\` text DEFAULT 'tenant' NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_utilities_order_idx\` ON \`units_utilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`units_utilities_parent_id_idx\` ON \`units_utilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postal_code\` text,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`address_country\` text DEFAULT 'US',
  	\`information_bedrooms\` numeric,
  	\`information_bathrooms\` numeric,
  	\`information_square_feet\` numeric,
  	\`information_floor\` text,
  	\`information_parking_spaces\` numeric,
  	\`image_id\` integer,
  	\`marketing_published\` integer DEFAULT false,
  	\`marketing_headline\` text,
  	\`marketing_description\` text,
  	\`marketing_available_date\` text,
  	\`marketing_rent\` numeric,
  	\`marketing_security_deposit\` numeric,
  	\`marketing_pet_rent\` numeric,
  	\`marketing_pet_deposit\` numeric,
  	\`marketing_application_fee\` numeric,
  	\`marketing_contact_name\` text,
  	\`marketing_contact_email\` text,
  	\`marketing_contact_phone\` text,
  	\`marketing_contact_method\` text DEFAULT 'call',
  	\`archived\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`units_organization_idx\` ON \`units\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`units_property_idx\` ON \`units\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`units_image_idx\` ON \`units\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`units_marketing_marketing_published_idx\` ON \`units\` (\`marketing_published\`);`)
  await db.run(sql`CREATE INDEX \`units_archived_idx\` ON \`units\` (\`archived\`);`)
  await db.run(sql`CREATE INDEX \`units_updated_at_idx\` ON \`units\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`units_created_at_idx\` ON \`units\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`units_deleted_at_idx\` ON \`units\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`units_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`units_rels_order_idx\` ON \`units_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`units_rels_parent_idx\` ON \`units_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`units_rels_path_idx\` ON \`units_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`units_rels_images_id_idx\` ON \`units_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone_number\` text,
  	\`archived\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_organization_idx\` ON \`contacts\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_last_name_idx\` ON \`contacts\` (\`last_name\`);`)
  await db.run(sql`CREATE INDEX \`contacts_email_idx\` ON \`contacts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contacts_archived_idx\` ON \`contacts\` (\`archived\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_deleted_at_idx\` ON \`contacts\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`leases_required_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`received\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leases_required_documents_order_idx\` ON \`leases_required_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leases_required_documents_parent_id_idx\` ON \`leases_required_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leases\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`nickname\` text,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`lease_type\` text DEFAULT 'fixed',
  	\`rent\` numeric NOT NULL,
  	\`security_deposit\` numeric,
  	\`rent_due_day\` numeric DEFAULT 1,
  	\`archived\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leases_organization_idx\` ON \`leases\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`leases_nickname_idx\` ON \`leases\` (\`nickname\`);`)
  await db.run(sql`CREATE INDEX \`leases_status_idx\` ON \`leases\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leases_property_idx\` ON \`leases\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leases_unit_idx\` ON \`leases\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`leases_start_date_idx\` ON \`leases\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`leases_archived_idx\` ON \`leases\` (\`archived\`);`)
  await db.run(sql`CREATE INDEX \`leases_updated_at_idx\` ON \`leases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leases_created_at_idx\` ON \`leases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leases_deleted_at_idx\` ON \`leases\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`leases_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contacts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leases_rels_order_idx\` ON \`leases_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`leases_rels_parent_idx\` ON \`leases_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leases_rels_path_idx\` ON \`leases_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`leases_rels_contacts_id_idx\` ON \`leases_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE TABLE \`notes\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`body\` text NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`lease_id\` integer,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notes_organization_idx\` ON \`notes\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_property_idx\` ON \`notes\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_unit_idx\` ON \`notes\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_lease_idx\` ON \`notes\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_author_idx\` ON \`notes\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_updated_at_idx\` ON \`notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notes_created_at_idx\` ON \`notes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notes_deleted_at_idx\` ON \`notes\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`DROP TABLE \`properties_amenities\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`DROP TABLE \`units_amenities\`;`)
  await db.run(sql`DROP TABLE \`units_appliances\`;`)
  await db.run(sql`DROP TABLE \`units_cooling_systems\`;`)
  await db.run(sql`DROP TABLE \`units_heating_systems\`;`)
  await db.run(sql`DROP TABLE \`units_floor_coverings\`;`)
  await db.run(sql`DROP TABLE \`units_utilities\`;`)
  await db.run(sql`DROP TABLE \`units\`;`)
  await db.run(sql`DROP TABLE \`units_rels\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`DROP TABLE \`leases_required_documents\`;`)
  await db.run(sql`DROP TABLE \`leases\`;`)
  await db.run(sql`DROP TABLE \`leases_rels\`;`)
  await db.run(sql`DROP TABLE \`notes\`;`)
}
