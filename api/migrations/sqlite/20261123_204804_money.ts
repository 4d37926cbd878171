import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`accounts_manual_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_manual_methods_order_idx\` ON \`accounts_manual_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`accounts_manual_methods_parent_idx\` ON \`accounts_manual_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accounts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`name\` text DEFAULT 'Operating Account',
  	\`manual_enabled\` integer DEFAULT false,
  	\`manual_address\` text,
  	\`card_enabled\` integer DEFAULT false,
  	\`card_account_id\` text,
  	\`card_charges_enabled\` integer DEFAULT false,
  	\`card_payouts_enabled\` integer DEFAULT false,
  	\`card_details_submitted\` integer DEFAULT false,
  	\`card_capabilities_card_payments\` text,
  	\`card_capabilities_us_bank_account_ach_payments\` text,
  	\`venmo_enabled\` integer DEFAULT false,
  	\`venmo_handle\` text,
  	\`cashapp_enabled\` integer DEFAULT false,
  	\`cashapp_handle\` text,
  	\`zelle_enabled\` integer DEFAULT false,
  	\`zelle_handle\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_organization_idx\` ON \`accounts\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_card_card_account_id_idx\` ON \`accounts\` (\`card_account_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`organization_idx\` ON \`accounts\` (\`organization_id\`);`)
  await db.run(sql`CREATE TABLE \`invoices_payment_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invoices_payment_methods_order_idx\` ON \`invoices_payment_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`invoices_payment_methods_parent_idx\` ON \`invoices_payment_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invoices_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`amount\` numeric,
  	\`quantity\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invoices_items_order_idx\` ON \`invoices_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`invoices_items_parent_id_idx\` ON \`invoices_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invoices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'charge' NOT NULL,
  	\`lease_id\` integer NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`recurring_invoice_id\` integer,
  	\`period\` text,
  	\`generation_key\` text,
  	\`from_name\` text,
  	\`from_organization_name\` text,
  	\`from_address\` text,
  	\`from_email\` text,
  	\`to_name\` text,
  	\`to_organization_name\` text,
  	\`to_address\` text,
  	\`to_email\` text,
  	\`sent_at\` text,
  	\`due_date\` text NOT NULL,
  	\`category\` text,
  	\`reference\` text,
  	\`memo\` text,
  	\`total\` numeric DEFAULT 0,
  	\`amount_paid\` numeric DEFAULT 0,
  	\`amount_refunded\` numeric DEFAULT 0,
  	\`amount_due\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'open',
  	\`voided\` integer DEFAULT false,
  	\`paid_at\` text,
  	\`payment_sent_notification_method\` text,
  	\`payment_sent_notification_sent_at\` text,
  	\`payment_sent_notification_note\` text,
  	\`overdue_notified_at\` text,
  	\`autopay_attempted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recurring_invoice_id\`) REFERENCES \`recurring_invoices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invoices_organization_idx\` ON \`invoices\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_kind_idx\` ON \`invoices\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`invoices_lease_idx\` ON \`invoices\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_property_idx\` ON \`invoices\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_unit_idx\` ON \`invoices\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_recurring_invoice_idx\` ON \`invoices\` (\`recurring_invoice_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_generation_key_idx\` ON \`invoices\` (\`generation_key\`);`)
  await db.run(sql`CREATE INDEX \`invoices_due_date_idx\` ON \`invoices\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`invoices_category_idx\` ON \`invoices\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`invoices_amount_due_idx\` ON \`invoices\` (\`amount_due\`);`)
  await db.run(sql`CREATE INDEX \`invoices_status_idx\` ON \`invoices\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_kind_status_dueDate_idx\` ON \`invoices\` (\`organization_id\`,\`kind\`,\`status\`,\`due_date\`);`)
  await db.run(sql`CREATE TABLE \`payments_refunds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`reason\` text,
  	\`stripe_refund_id\` text,
  	\`created_at\` text,
  	\`created_by_id\` integer,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_refunds_order_idx\` ON \`payments_refunds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payments_refunds_parent_id_idx\` ON \`payments_refunds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_refunds_created_by_idx\` ON \`payments_refunds\` (\`created_by_id\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`invoice_id\` integer NOT NULL,
  	\`lease_id\` integer,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`method\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'succeeded' NOT NULL,
  	\`paid_at\` text,
  	\`reference\` text,
  	\`note\` text,
  	\`payer_id\` integer,
  	\`recorded_by_id\` integer,
  	\`stripe_payment_intent_id\` text,
  	\`stripe_charge_id\` text,
  	\`idempotency_key\` text,
  	\`autopay\` integer DEFAULT false,
  	\`failure_code\` text,
  	\`failure_message\` text,
  	\`amount_refunded\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recorded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_organization_idx\` ON \`payments\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_invoice_idx\` ON \`payments\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_lease_idx\` ON \`payments\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_property_idx\` ON \`payments\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_unit_idx\` ON \`payments\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_method_idx\` ON \`payments\` (\`method\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payments_paid_at_idx\` ON \`payments\` (\`paid_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_payer_idx\` ON \`payments\` (\`payer_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_recorded_by_idx\` ON \`payments\` (\`recorded_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_stripe_payment_intent_id_idx\` ON \`payments\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_stripe_charge_id_idx\` ON \`payments\` (\`stripe_charge_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_idempotency_key_idx\` ON \`payments\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recurring_invoices_payment_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recurring_invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recurring_invoices_payment_methods_order_idx\` ON \`recurring_invoices_payment_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_payment_methods_parent_idx\` ON \`recurring_invoices_payment_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recurring_invoices_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`amount\` numeric,
  	\`quantity\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recurring_invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recurring_invoices_items_order_idx\` ON \`recurring_invoices_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_items_parent_id_idx\` ON \`recurring_invoices_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recurring_invoices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`lease_id\` integer NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`day_of_month\` numeric DEFAULT 1 NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`due_days\` numeric DEFAULT 0 NOT NULL,
  	\`category\` text,
  	\`total\` numeric DEFAULT 0,
  	\`amount_due\` numeric DEFAULT 0,
  	\`amount_paid\` numeric DEFAULT 0,
  	\`amount_refunded\` numeric DEFAULT 0,
  	\`last_period\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recurring_invoices_organization_idx\` ON \`recurring_invoices\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_lease_idx\` ON \`recurring_invoices\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_property_idx\` ON \`recurring_invoices\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_unit_idx\` ON \`recurring_invoices\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_status_idx\` ON \`recurring_invoices\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_start_date_idx\` ON \`recurring_invoices\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_category_idx\` ON \`recurring_invoices\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_amount_due_idx\` ON \`recurring_invoices\` (\`amount_due\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_updated_at_idx\` ON \`recurring_invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recurring_invoices_created_at_idx\` ON \`recurring_invoices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`security_deposits_deductions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`security_deposits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_order_idx\` ON \`security_deposits_deductions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_parent_id_idx\` ON \`security_deposits_deductions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`security_deposits\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`organization_id\` integer NOT NULL,
  	\`lease_id\` integer NOT NULL,
  	\`property_id\` integer,
  	\`unit_id\` integer,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`invoice_id\` integer,
  	\`amount_held\` numeric DEFAULT 0,
  	\`held_at\` text,
  	\`received_method\` text,
  	\`amount_returned\` numeric DEFAULT 0,
  	\`returned_at\` text,
  	\`return_method\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`security_deposits_organization_idx\` ON \`security_deposits\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_lease_idx\` ON \`security_deposits\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_property_idx\` ON \`security_deposits\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_unit_idx\` ON \`security_deposits\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_status_idx\` ON \`security_deposits\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_invoice_idx\` ON \`security_deposits\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_updated_at_idx\` ON \`security_deposits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_created_at_idx\` ON \`security_deposits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`autopays\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`lease_id\` integer NOT NULL,
  	\`organization_id\` integer,
  	\`enabled\` integer DEFAULT true,
  	\`payment_method_id\` text NOT NULL,
  	\`payment_method_label\` text,
  	\`payment_method_type\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`autopays_user_idx\` ON \`autopays\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`autopays_lease_idx\` ON \`autopays\` (\`lease_id\`);`)
  await db.run(sql`CREATE INDEX \`autopays_organization_idx\` ON \`autopays\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`autopays_enabled_idx\` ON \`autopays\` (\`enabled\`);`)
  await db.run(sql`CREATE INDEX \`autopays_updated_at_idx\` ON \`autopays\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`autopays_created_at_idx\` ON \`autopays\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_lease_idx\` ON \`autopays\` (\`user_id\`,\`lease_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`stripe_customer_id\` text;`)
  await db.run(sql`CREATE INDEX \`users_stripe_customer_id_idx\` ON \`users\` (\`stripe_customer_id\`);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`invoice_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`CREATE INDEX \`files_invoice_idx\` ON \`files\` (\`invoice_id\`);`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`invoice_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`payment_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`refund_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`refund_invoice_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`CREATE INDEX \`notifications_invoice_idx\` ON \`notifications\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_payment_idx\` ON \`notifications\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_refund_refund_invoice_idx\` ON \`notifications\` (\`refund_invoice_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`accounts_manual_methods\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`DROP TABLE \`invoices_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`invoices_items\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`DROP TABLE \`payments_refunds\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`recurring_invoices_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`recurring_invoices_items\`;`)
  await db.run(sql`DROP TABLE \`recurring_invoices\`;`)
  await db.run(sql`DROP TABLE \`security_deposits_deductions\`;`)
  await db.run(sql`DROP TABLE \`security_deposits\`;`)
  await db.run(sql`DROP TABLE \`autopays\`;`)
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
  	\`uploaded_by_id\` integer,
  	\`original_filename\` text,
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
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_files\`("id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "uploaded_by_id", "original_filename", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "organization_id", "kind", "nickname", "category", "lease_id", "property_id", "unit_id", "contact_id", "uploaded_by_id", "original_filename", "updated_at", "created_at", "deleted_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`files\`;`)
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
  await db.run(sql`CREATE INDEX \`files_uploaded_by_idx\` ON \`files\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`files_deleted_at_idx\` ON \`files\` (\`deleted_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_notifications\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`category\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`marked_read\` integer DEFAULT false NOT NULL,
  	\`organization_id\` integer,
  	\`invitation_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invitation_id\`) REFERENCES \`invitations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notifications\`("id", "recipient_id", "category", "event", "marked_read", "organization_id", "invitation_id", "updated_at", "created_at") SELECT "id", "recipient_id", "category", "event", "marked_read", "organization_id", "invitation_id", "updated_at", "created_at" FROM \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_notifications\` RENAME TO \`notifications\`;`)
  await db.run(sql`CREATE INDEX \`notifications_recipient_idx\` ON \`notifications\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_marked_read_idx\` ON \`notifications\` (\`marked_read\`);`)
  await db.run(sql`CREATE INDEX \`notifications_organization_idx\` ON \`notifications\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_invitation_idx\` ON \`notifications\` (\`invitation_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipient_category_markedRead_idx\` ON \`notifications\` (\`recipient_id\`,\`category\`,\`marked_read\`);`)
  await db.run(sql`DROP INDEX \`users_stripe_customer_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`stripe_customer_id\`;`)
}
