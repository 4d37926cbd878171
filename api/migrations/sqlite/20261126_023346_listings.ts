import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`units_marketing_marketing_published_idx\`;`)
  await db.run(sql`ALTER TABLE \`units\` ADD \`marketing_status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`units\` ADD \`marketing_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`units\` ADD \`marketing_pets_policy\` text;`)
  await db.run(sql`CREATE INDEX \`units_marketing_marketing_status_idx\` ON \`units\` (\`marketing_status\`);`)
  await db.run(sql`ALTER TABLE \`units\` DROP COLUMN \`marketing_published\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`organizations_slug_idx\` ON \`organizations\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`inquiry_contact_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`inquiry_unit_address\` text;`)
  await db.run(sql`CREATE INDEX \`notifications_inquiry_inquiry_contact_idx\` ON \`notifications\` (\`inquiry_contact_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_notifications\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`category\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`marked_read\` integer DEFAULT false NOT NULL,
  	\`organization_id\` integer,
  	\`invitation_id\` integer,
  	\`invoice_id\` integer,
  	\`payment_id\` integer,
  	\`refund_amount\` numeric,
  	\`refund_invoice_id\` integer,
  	\`condition_report_report\` numeric,
  	\`condition_report_type\` text,
  	\`condition_report_unit_address\` text,
  	\`condition_report_lease_id\` integer,
  	\`maintenance_request_request\` numeric,
  	\`maintenance_request_unit_address\` text,
  	\`comment_maintenance_request\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invitation_id\`) REFERENCES \`invitations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`refund_invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`condition_report_lease_id\`) REFERENCES \`leases\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notifications\`("id", "recipient_id", "category", "event", "marked_read", "organization_id", "invitation_id", "invoice_id", "payment_id", "refund_amount", "refund_invoice_id", "condition_report_report", "condition_report_type", "condition_report_unit_address", "condition_report_lease_id", "maintenance_request_request", "maintenance_request_unit_address", "comment_maintenance_request", "updated_at", "created_at") SELECT "id", "recipient_id", "category", "event", "marked_read", "organization_id", "invitation_id", "invoice_id", "payment_id", "refund_amount", "refund_invoice_id", "condition_report_report", "condition_report_type", "condition_report_unit_address", "condition_report_lease_id", "maintenance_request_request", "maintenance_request_unit_address", "comment_maintenance_request", "updated_at", "created_at" FROM \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_notifications\` RENAME TO \`notifications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`notifications_recipient_idx\` ON \`notifications\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_marked_read_idx\` ON \`notifications\` (\`marked_read\`);`)
  await db.run(sql`CREATE INDEX \`notifications_organization_idx\` ON \`notifications\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_invitation_idx\` ON \`notifications\` (\`invitation_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_invoice_idx\` ON \`notifications\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_payment_idx\` ON \`notifications\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_refund_refund_invoice_idx\` ON \`notifications\` (\`refund_invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_condition_report_condition_report_lease_idx\` ON \`notifications\` (\`condition_report_lease_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipient_category_markedRead_createdAt_idx\` ON \`notifications\` (\`recipient_id\`,\`category\`,\`marked_read\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`organizations_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`slug\`;`)
  await db.run(sql`DROP INDEX \`units_marketing_marketing_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`units\` ADD \`marketing_published\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`units_marketing_marketing_published_idx\` ON \`units\` (\`marketing_published\`);`)
  await db.run(sql`ALTER TABLE \`units\` DROP COLUMN \`marketing_status\`;`)
  await db.run(sql`ALTER TABLE \`units\` DROP COLUMN \`marketing_published_at\`;`)
  await db.run(sql`ALTER TABLE \`units\` DROP COLUMN \`marketing_pets_policy\`;`)
}
