import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`expenses\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`payee_contact_id\` integer,
  	\`payee_name\` text,
  	\`category\` text NOT NULL,
  	\`tax_category\` text NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`payment_method\` text,
  	\`memo\` text,
  	\`capital_improvement\` integer DEFAULT false,
  	\`paid_date\` text,
  	\`split_group\` text,
  	\`recurring_expense_id\` integer,
  	\`generation_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payee_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recurring_expense_id\`) REFERENCES \`recurring_expenses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`expenses_organization_idx\` ON \`expenses\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`expenses_date_idx\` ON \`expenses\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`expenses_payee_contact_idx\` ON \`expenses\` (\`payee_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`expenses_payee_name_idx\` ON \`expenses\` (\`payee_name\`);`)
  await db.run(sql`CREATE INDEX \`expenses_category_idx\` ON \`expenses\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`expenses_tax_category_idx\` ON \`expenses\` (\`tax_category\`);`)
  await db.run(sql`CREATE INDEX \`expenses_property_idx\` ON \`expenses\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`expenses_unit_idx\` ON \`expenses\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`expenses_capital_improvement_idx\` ON \`expenses\` (\`capital_improvement\`);`)
  await db.run(sql`CREATE INDEX \`expenses_split_group_idx\` ON \`expenses\` (\`split_group\`);`)
  await db.run(sql`CREATE INDEX \`expenses_recurring_expense_idx\` ON \`expenses\` (\`recurring_expense_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`expenses_generation_key_idx\` ON \`expenses\` (\`generation_key\`);`)
  await db.run(sql`CREATE INDEX \`expenses_updated_at_idx\` ON \`expenses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`expenses_created_at_idx\` ON \`expenses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_date_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_category_date_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`category\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_taxCategory_date_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`tax_category\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_payeeName_date_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`payee_name\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_amount_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`amount\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_date_createdAt_idx\` ON \`expenses\` (\`property_id\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_date_createdAt_idx\` ON \`expenses\` (\`unit_id\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`payeeContact_date_createdAt_idx\` ON \`expenses\` (\`payee_contact_id\`,\`date\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recurring_expenses\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`payee_contact_id\` integer,
  	\`payee_name\` text,
  	\`category\` text NOT NULL,
  	\`tax_category\` text NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`payment_method\` text,
  	\`memo\` text,
  	\`capital_improvement\` integer DEFAULT false,
  	\`frequency\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`last_occurrence\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payee_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recurring_expenses_organization_idx\` ON \`recurring_expenses\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_payee_contact_idx\` ON \`recurring_expenses\` (\`payee_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_payee_name_idx\` ON \`recurring_expenses\` (\`payee_name\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_category_idx\` ON \`recurring_expenses\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_tax_category_idx\` ON \`recurring_expenses\` (\`tax_category\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_property_idx\` ON \`recurring_expenses\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_unit_idx\` ON \`recurring_expenses\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_capital_improvement_idx\` ON \`recurring_expenses\` (\`capital_improvement\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_status_idx\` ON \`recurring_expenses\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_start_date_idx\` ON \`recurring_expenses\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_updated_at_idx\` ON \`recurring_expenses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recurring_expenses_created_at_idx\` ON \`recurring_expenses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_createdAt_3_idx\` ON \`recurring_expenses\` (\`organization_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`expense_id\` integer REFERENCES expenses(id);`)
  await db.run(sql`CREATE INDEX \`files_expense_idx\` ON \`files\` (\`expense_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`expenses\`;`)
  await db.run(sql`DROP TABLE \`recurring_expenses\`;`)
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
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_files\`("id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "invoice_id", "maintenance_request_id", "uploaded_by_id", "original_filename", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "invoice_id", "maintenance_request_id", "uploaded_by_id", "original_filename", "prefix", "_objectkey", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`files\`;`)
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
  await db.run(sql`CREATE INDEX \`files_uploaded_by_idx\` ON \`files\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`files_deleted_at_idx\` ON \`files\` (\`deleted_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`organization_kind_createdAt_idx\` ON \`files\` (\`organization_id\`,\`kind\`,\`created_at\`);`)
}
