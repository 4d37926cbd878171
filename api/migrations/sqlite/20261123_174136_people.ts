import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contacts_custom_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_custom_fields_order_idx\` ON \`contacts_custom_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_custom_fields_parent_id_idx\` ON \`contacts_custom_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invitations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`lease_id\` integer NOT NULL,
  	\`contact_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`organization_name\` text,
  	\`property_label\` text,
  	\`invited_by_id\` integer,
  	\`sent_at\` text,
  	\`expires_at\` text,
  	\`answered_at\` text,
  	\`user_id\` integer,
  	\`organization_permission_id\` integer,
  	\`token_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_permission_id\`) REFERENCES \`organization_permissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invitations_organization_idx\` ON \`invitations\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`invitations_lease_idx\` ON \`invitations\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`invitations_contact_idx\` ON \`invitations\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`invitations_status_idx\` ON \`invitations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`invitations_email_idx\` ON \`invitations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`invitations_invited_by_idx\` ON \`invitations\` (\`invited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`invitations_user_idx\` ON \`invitations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`invitations_organization_permission_idx\` ON \`invitations\` (\`organization_permission_id\`);`)
  await db.run(sql`CREATE INDEX \`invitations_token_hash_idx\` ON \`invitations\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`invitations_updated_at_idx\` ON \`invitations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invitations_created_at_idx\` ON \`invitations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`type\` text DEFAULT 'contact' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`company_name\` text;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`user_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contacts_type_idx\` ON \`contacts\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`contacts_user_idx\` ON \`contacts\` (\`user_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contacts_custom_fields\`;`)
  await db.run(sql`DROP TABLE \`invitations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contacts\` (
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
  await db.run(sql`INSERT INTO \`__new_contacts\`("id", "organization_id", "first_name", "last_name", "email", "phone_number", "archived", "updated_at", "created_at", "deleted_at") SELECT "id", "organization_id", "first_name", "last_name", "email", "phone_number", "archived", "updated_at", "created_at", "deleted_at" FROM \`contacts\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts\` RENAME TO \`contacts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contacts_organization_idx\` ON \`contacts\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_last_name_idx\` ON \`contacts\` (\`last_name\`);`)
  await db.run(sql`CREATE INDEX \`contacts_email_idx\` ON \`contacts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contacts_archived_idx\` ON \`contacts\` (\`archived\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_deleted_at_idx\` ON \`contacts\` (\`deleted_at\`);`)
}
