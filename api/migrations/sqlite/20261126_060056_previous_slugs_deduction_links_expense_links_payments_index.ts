import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`organizations_previous_slugs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`organizations_previous_slugs_order_idx\` ON \`organizations_previous_slugs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`organizations_previous_slugs_parent_id_idx\` ON \`organizations_previous_slugs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`organizations_previous_slugs_slug_idx\` ON \`organizations_previous_slugs\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`security_deposits_deductions\` ADD \`condition_report_id\` integer REFERENCES condition_reports(id);`)
  await db.run(sql`ALTER TABLE \`security_deposits_deductions\` ADD \`condition_item\` text;`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_condition_report_idx\` ON \`security_deposits_deductions\` (\`condition_report_id\`);`)
  await db.run(sql`ALTER TABLE \`maintenance_requests\` ADD \`expense_id\` integer REFERENCES expenses(id);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_expense_idx\` ON \`maintenance_requests\` (\`expense_id\`);`)
  await db.run(sql`ALTER TABLE \`expenses\` ADD \`maintenance_request_id\` integer REFERENCES maintenance_requests(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`expenses_maintenance_request_idx\` ON \`expenses\` (\`maintenance_request_id\`);`)
  await db.run(sql`CREATE INDEX \`organization_status_paidAt_createdAt_idx\` ON \`payments\` (\`organization_id\`,\`status\`,\`paid_at\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`organizations_previous_slugs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_security_deposits_deductions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`security_deposits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_security_deposits_deductions\`("_order", "_parent_id", "id", "name", "description", "amount") SELECT "_order", "_parent_id", "id", "name", "description", "amount" FROM \`security_deposits_deductions\`;`)
  await db.run(sql`DROP TABLE \`security_deposits_deductions\`;`)
  await db.run(sql`ALTER TABLE \`__new_security_deposits_deductions\` RENAME TO \`security_deposits_deductions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_order_idx\` ON \`security_deposits_deductions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_parent_id_idx\` ON \`security_deposits_deductions\` (\`_parent_id\`);`)
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
  	\`cost_cents\` numeric,
  	\`receipt_id\` integer,
  	\`vendor_link_version\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`receipt_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_maintenance_requests\`("id", "organization_id", "number", "title", "description", "category", "priority", "status", "lease_id", "property_id", "unit_id", "address", "landlord_phone", "permission_to_enter", "preferred_times", "assignee_contact_id", "assignee_name", "due_date", "cost_cents", "receipt_id", "vendor_link_version", "completed_at", "closed_at", "created_by_id", "created_by_name", "updated_at", "created_at") SELECT "id", "organization_id", "number", "title", "description", "category", "priority", "status", "lease_id", "property_id", "unit_id", "address", "landlord_phone", "permission_to_enter", "preferred_times", "assignee_contact_id", "assignee_name", "due_date", "cost_cents", "receipt_id", "vendor_link_version", "completed_at", "closed_at", "created_by_id", "created_by_name", "updated_at", "created_at" FROM \`maintenance_requests\`;`)
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
  await db.run(sql`CREATE INDEX \`maintenance_requests_receipt_idx\` ON \`maintenance_requests\` (\`receipt_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_created_by_idx\` ON \`maintenance_requests\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_updated_at_idx\` ON \`maintenance_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_requests_created_at_idx\` ON \`maintenance_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_status_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_createdAt_2_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_number_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`number\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_title_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`title\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_dueDate_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`due_date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_priority_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`priority\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`lease_createdAt_idx\` ON \`maintenance_requests\` (\`lease_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_createdAt_idx\` ON \`maintenance_requests\` (\`property_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_createdAt_idx\` ON \`maintenance_requests\` (\`unit_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_expenses\` (
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
  await db.run(sql`INSERT INTO \`__new_expenses\`("id", "organization_id", "date", "amount", "payee_contact_id", "payee_name", "category", "tax_category", "property_id", "unit_id", "payment_method", "memo", "capital_improvement", "paid_date", "split_group", "recurring_expense_id", "generation_key", "updated_at", "created_at") SELECT "id", "organization_id", "date", "amount", "payee_contact_id", "payee_name", "category", "tax_category", "property_id", "unit_id", "payment_method", "memo", "capital_improvement", "paid_date", "split_group", "recurring_expense_id", "generation_key", "updated_at", "created_at" FROM \`expenses\`;`)
  await db.run(sql`DROP TABLE \`expenses\`;`)
  await db.run(sql`ALTER TABLE \`__new_expenses\` RENAME TO \`expenses\`;`)
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
  await db.run(sql`DROP INDEX \`organization_status_paidAt_createdAt_idx\`;`)
}
