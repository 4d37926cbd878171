import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`template_groups\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`thumbnail\` text,
  	\`order\` numeric DEFAULT 0,
  	\`category\` text DEFAULT 'other' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`template_groups_slug_idx\` ON \`template_groups\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`template_groups_order_idx\` ON \`template_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`template_groups_updated_at_idx\` ON \`template_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`template_groups_created_at_idx\` ON \`template_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`fields\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`templates_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`templates_states_order_idx\` ON \`templates_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`templates_states_parent_idx\` ON \`templates_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`templates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`template_group_id\` integer NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`body\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`template_group_id\`) REFERENCES \`template_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`templates_template_group_idx\` ON \`templates\` (\`template_group_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_form_idx\` ON \`templates\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_updated_at_idx\` ON \`templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`templates_created_at_idx\` ON \`templates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer,
  	\`template_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`temp_id\` text NOT NULL,
  	\`submission\` text DEFAULT '{}',
  	\`visited_steps\` text DEFAULT '[]',
  	\`editable_document_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`editable_document_id\`) REFERENCES \`editable_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_organization_idx\` ON \`form_submissions\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_template_idx\` ON \`form_submissions\` (\`template_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_temp_id_idx\` ON \`form_submissions\` (\`temp_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_editable_document_idx\` ON \`form_submissions\` (\`editable_document_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`editable_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`form_submission_id\` integer NOT NULL,
  	\`template_id\` integer,
  	\`name\` text NOT NULL,
  	\`category\` text DEFAULT 'other' NOT NULL,
  	\`lease_id\` integer,
  	\`property_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`editable_documents_organization_idx\` ON \`editable_documents\` (\`organization_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`editable_documents_form_submission_idx\` ON \`editable_documents\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_template_idx\` ON \`editable_documents\` (\`template_id\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_category_idx\` ON \`editable_documents\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_lease_idx\` ON \`editable_documents\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_property_idx\` ON \`editable_documents\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_updated_at_idx\` ON \`editable_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_created_at_idx\` ON \`editable_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`editable_documents_deleted_at_idx\` ON \`editable_documents\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`template_groups\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`templates_states\`;`)
  await db.run(sql`DROP TABLE \`templates\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`editable_documents\`;`)
}
