import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`maintenance_unreads\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`maintenance_request_id\` integer NOT NULL,
  	\`area\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`maintenance_request_id\`) REFERENCES \`maintenance_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`maintenance_unreads_user_idx\` ON \`maintenance_unreads\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_unreads_maintenance_request_idx\` ON \`maintenance_unreads\` (\`maintenance_request_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_unreads_updated_at_idx\` ON \`maintenance_unreads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_unreads_created_at_idx\` ON \`maintenance_unreads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`user_area_maintenanceRequest_idx\` ON \`maintenance_unreads\` (\`user_id\`,\`area\`,\`maintenance_request_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenanceRequest_user_idx\` ON \`maintenance_unreads\` (\`maintenance_request_id\`,\`user_id\`);`)
  await db.run(sql`DROP INDEX \`organization_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`maintenance_requests\` ADD \`cost_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`maintenance_requests\` ADD \`receipt_id\` integer REFERENCES files(id);`)
  await db.run(sql`ALTER TABLE \`maintenance_requests\` ADD \`vendor_link_version\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_receipt_idx\` ON \`maintenance_requests\` (\`receipt_id\`);`)
  await db.run(sql`CREATE INDEX \`organization_number_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`number\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_title_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`title\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_dueDate_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`due_date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_priority_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`priority\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`maintenance_comment_id\` integer REFERENCES maintenance_comments(id);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`internal\` integer DEFAULT false NOT NULL;`)
  await db.run(sql`CREATE INDEX \`files_maintenance_comment_idx\` ON \`files\` (\`maintenance_comment_id\`);`)
  await db.run(sql`CREATE INDEX \`files_internal_idx\` ON \`files\` (\`internal\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`maintenance_unreads\`;`)
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
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_files\`("id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "invoice_id", "maintenance_request_id", "expense_id", "uploaded_by_id", "original_filename", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "invoice_id", "maintenance_request_id", "expense_id", "uploaded_by_id", "original_filename", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`files\`;`)
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
  await db.run(sql`CREATE INDEX \`files_uploaded_by_idx\` ON \`files\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`files_deleted_at_idx\` ON \`files\` (\`deleted_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`organization_kind_createdAt_idx\` ON \`files\` (\`organization_id\`,\`kind\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_maintenance_requests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`number\` numeric,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`priority\` text DEFAULT 'normal' NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`lease_id\` integer,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`address\` text,
  	\`landlord_phone\` text,
  	\`permission_to_enter\` integer DEFAULT false,
  	\`preferred_times\` text,
  	\`assignee_contact_id\` integer,
  	\`assignee_name\` text,
  	\`due_date\` text,
  	\`completed_at\` text,
  	\`closed_at\` text,
  	\`created_by_id\` integer,
  	\`created_by_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_maintenance_requests\`("id", "organization_id", "number", "title", "description", "category", "priority", "status", "lease_id", "property_id", "unit_id", "address", "landlord_phone", "permission_to_enter", "preferred_times", "assignee_contact_id", "assignee_name", "due_date", "completed_at", "closed_at", "created_by_id", "created_by_name", "updated_at", "created_at") SELECT "id", "organization_id", "number", "title", "description", "category", "priority", "status", "lease_id", "property_id", "unit_id", "address", "landlord_phone", "permission_to_enter", "preferred_times", "assignee_contact_id", "assignee_name", "due_date", "completed_at", "closed_at", "created_by_id", "created_by_name", "updated_at", "created_at" FROM \`maintenance_requests\`;`)
  await db.run(sql`DROP TABLE \`maintenance_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_maintenance_requests\` RENAME TO \`maintenance_requests\`;`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_organization_idx\` ON \`maintenance_requests\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_number_idx\` ON \`maintenance_requests\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_category_idx\` ON \`maintenance_requests\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_priority_idx\` ON \`maintenance_requests\` (\`priority\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_status_idx\` ON \`maintenance_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_lease_idx\` ON \`maintenance_requests\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_property_idx\` ON \`maintenance_requests\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_unit_idx\` ON \`maintenance_requests\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_assignee_contact_idx\` ON \`maintenance_requests\` (\`assignee_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_assignee_name_idx\` ON \`maintenance_requests\` (\`assignee_name\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_due_date_idx\` ON \`maintenance_requests\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_created_by_idx\` ON \`maintenance_requests\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_updated_at_idx\` ON \`maintenance_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_created_at_idx\` ON \`maintenance_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_status_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_createdAt_2_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_number_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`number\`);`)
  await db.run(sql`CREATE INDEX \`lease_createdAt_idx\` ON \`maintenance_requests\` (\`lease_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_createdAt_idx\` ON \`maintenance_requests\` (\`property_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_createdAt_idx\` ON \`maintenance_requests\` (\`unit_id\`,\`created_at\`);`)
}
