import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`condition_reports\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`lease_id\` integer NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`unit_address\` text,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`based_on_id\` integer,
  	\`rooms\` text NOT NULL,
  	\`signers\` text,
  	\`signatures\` text,
  	\`requested_at\` text,
  	\`completed_at\` text,
  	\`pdf_id\` integer,
  	\`pdf_sha256\` text,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`based_on_id\`) REFERENCES \`condition_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`condition_reports_organization_idx\` ON \`condition_reports\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_lease_idx\` ON \`condition_reports\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_property_idx\` ON \`condition_reports\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_unit_idx\` ON \`condition_reports\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_status_idx\` ON \`condition_reports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_based_on_idx\` ON \`condition_reports\` (\`based_on_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_pdf_idx\` ON \`condition_reports\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_created_by_idx\` ON \`condition_reports\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_updated_at_idx\` ON \`condition_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`condition_reports_created_at_idx\` ON \`condition_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`lease_createdAt_1_idx\` ON \`condition_reports\` (\`lease_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_createdAt_1_idx\` ON \`condition_reports\` (\`property_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_createdAt_1_idx\` ON \`condition_reports\` (\`unit_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`condition_report_id\` integer REFERENCES condition_reports(id);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`condition_item\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sha256\` text;`)
  await db.run(sql`CREATE INDEX \`files_condition_report_idx\` ON \`files\` (\`condition_report_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`condition_reports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_files\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`nickname\` text NOT NULL,
  	\`category\` text,
  	\`lease_id\` integer,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`contact_id\` integer,
  	\`invoice_id\` integer,
  	\`maintenance_request_id\` integer,
  	\`expense_id\` integer,
  	\`maintenance_comment_id\` integer,
  	\`internal\` integer DEFAULT false NOT NULL,
  	\`uploaded_by_id\` integer,
  	\`original_filename\` text,
  	\`prefix\` text DEFAULT 'files',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`maintenance_request_id\`) REFERENCES \`maintenance_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`expense_id\`) REFERENCES \`expenses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`maintenance_comment_id\`) REFERENCES \`maintenance_comments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_files\`("id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "invoice_id", "maintenance_request_id", "expense_id", "maintenance_comment_id", "internal", "uploaded_by_id", "original_filename", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "invoice_id", "maintenance_request_id", "expense_id", "maintenance_comment_id", "internal", "uploaded_by_id", "original_filename", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`files\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`ALTER TABLE \`__new_files\` RENAME TO \`files\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`files_organization_idx\` ON \`files\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`files_kind_idx\` ON \`files\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`files_category_idx\` ON \`files\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`files_lease_idx\` ON \`files\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`files_property_idx\` ON \`files\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`files_unit_idx\` ON \`files\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`files_contact_idx\` ON \`files\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`files_invoice_idx\` ON \`files\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`files_maintenance_request_idx\` ON \`files\` (\`maintenance_request_id\`);`)
  await db.run(sql`CREATE INDEX \`files_expense_idx\` ON \`files\` (\`expense_id\`);`)
  await db.run(sql`CREATE INDEX \`files_maintenance_comment_idx\` ON \`files\` (\`maintenance_comment_id\`);`)
  await db.run(sql`CREATE INDEX \`files_internal_idx\` ON \`files\` (\`internal\`);`)
  await db.run(sql`CREATE INDEX \`files_uploaded_by_idx\` ON \`files\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`files_deleted_at_idx\` ON \`files\` (\`deleted_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`organization_kind_createdAt_idx\` ON \`files\` (\`organization_id\`,\`kind\`,\`created_at\`);`)
}
