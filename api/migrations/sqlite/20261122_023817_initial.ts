import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`avatar\` text,
  	\`role\` text DEFAULT 'user' NOT NULL,
  	\`verified\` integer DEFAULT false,
  	\`verification_token_hash\` text,
  	\`verification_token_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_verification_token_hash_idx\` ON \`users\` (\`verification_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`organizations_marketing_contact_info_phone\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`type\` text DEFAULT 'call',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`organizations_marketing_contact_info_phone_order_idx\` ON \`organizations_marketing_contact_info_phone\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`organizations_marketing_contact_info_phone_parent_id_idx\` ON \`organizations_marketing_contact_info_phone\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`organizations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_type\` text DEFAULT 'individual' NOT NULL,
  	\`organization_name\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postal_code\` text,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`address_country\` text DEFAULT 'US',
  	\`phone_number\` text,
  	\`email\` text,
  	\`website\` text,
  	\`description\` text,
  	\`owner_id\` integer NOT NULL,
  	\`setup_payments_skipped\` integer DEFAULT false,
  	\`setup_owner_information_skipped\` integer DEFAULT false,
  	\`setup_setup_skipped\` integer DEFAULT false,
  	\`marketing_share_address\` integer DEFAULT false,
  	\`marketing_share_email\` integer DEFAULT false,
  	\`marketing_share_phone\` integer DEFAULT false,
  	\`marketing_share_properties\` integer DEFAULT false,
  	\`marketing_contact_info_address_line1\` text,
  	\`marketing_contact_info_address_line2\` text,
  	\`marketing_contact_info_address_city\` text,
  	\`marketing_contact_info_address_state\` text,
  	\`marketing_contact_info_address_postal_code\` text,
  	\`marketing_contact_info_address_latitude\` numeric,
  	\`marketing_contact_info_address_longitude\` numeric,
  	\`marketing_contact_info_address_country\` text DEFAULT 'US',
  	\`marketing_contact_info_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`organizations_owner_idx\` ON \`organizations\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`organizations_updated_at_idx\` ON \`organizations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`organizations_created_at_idx\` ON \`organizations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`organization_permissions_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`organization_permissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`organization_permissions_roles_order_idx\` ON \`organization_permissions_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`organization_permissions_roles_parent_idx\` ON \`organization_permissions_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`organization_permissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`organization_permissions_organization_idx\` ON \`organization_permissions\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`organization_permissions_user_idx\` ON \`organization_permissions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`organization_permissions_updated_at_idx\` ON \`organization_permissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_permissions_created_at_idx\` ON \`organization_permissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`feature_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_features_order_idx\` ON \`feature_flags_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_features_parent_idx\` ON \`feature_flags_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`role\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`feature_flags_role_idx\` ON \`feature_flags\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_updated_at_idx\` ON \`feature_flags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_created_at_idx\` ON \`feature_flags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`organizations_marketing_contact_info_phone\`;`)
  await db.run(sql`DROP TABLE \`organizations\`;`)
  await db.run(sql`DROP TABLE \`organization_permissions_roles\`;`)
  await db.run(sql`DROP TABLE \`organization_permissions\`;`)
  await db.run(sql`DROP TABLE \`feature_flags_features\`;`)
  await db.run(sql`DROP TABLE \`feature_flags\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
