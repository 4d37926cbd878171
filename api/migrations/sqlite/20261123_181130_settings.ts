import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`website_image_id\` integer REFERENCES images(id);`)
  await db.run(sql`CREATE INDEX \`organizations_website_image_idx\` ON \`organizations\` (\`website_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_organizations\` (
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
  	\`subscription_plan\` text DEFAULT 'pro_yearly',
  	\`subscription_status\` text,
  	\`subscription_stripe_customer_id\` text,
  	\`subscription_stripe_subscription_id\` text,
  	\`subscription_current_period_end\` text,
  	\`subscription_stripe_event_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_organizations\`("id", "organization_type", "organization_name", "first_name", "last_name", "address_line1", "address_line2", "address_city", "address_state", "address_postal_code", "address_latitude", "address_longitude", "address_country", "phone_number", "email", "website", "description", "owner_id", "setup_payments_skipped", "setup_owner_information_skipped", "setup_setup_skipped", "marketing_share_address", "marketing_share_email", "marketing_share_phone", "marketing_share_properties", "marketing_contact_info_address_line1", "marketing_contact_info_address_line2", "marketing_contact_info_address_city", "marketing_contact_info_address_state", "marketing_contact_info_address_postal_code", "marketing_contact_info_address_latitude", "marketing_contact_info_address_longitude", "marketing_contact_info_address_country", "marketing_contact_info_email", "subscription_plan", "subscription_status", "subscription_stripe_customer_id", "subscription_stripe_subscription_id", "subscription_current_period_end", "subscription_stripe_event_at", "updated_at", "created_at") SELECT "id", "organization_type", "organization_name", "first_name", "last_name", "address_line1", "address_line2", "address_city", "address_state", "address_postal_code", "address_latitude", "address_longitude", "address_country", "phone_number", "email", "website", "description", "owner_id", "setup_payments_skipped", "setup_owner_information_skipped", "setup_setup_skipped", "marketing_share_address", "marketing_share_email", "marketing_share_phone", "marketing_share_properties", "marketing_contact_info_address_line1", "marketing_contact_info_address_line2", "marketing_contact_info_address_city", "marketing_contact_info_address_state", "marketing_contact_info_address_postal_code", "marketing_contact_info_address_latitude", "marketing_contact_info_address_longitude", "marketing_contact_info_address_country", "marketing_contact_info_email", "subscription_plan", "subscription_status", "subscription_stripe_customer_id", "subscription_stripe_subscription_id", "subscription_current_period_end", "subscription_stripe_event_at", "updated_at", "created_at" FROM \`organizations\`;`)
  await db.run(sql`DROP TABLE \`organizations\`;`)
  await db.run(sql`ALTER TABLE \`__new_organizations\` RENAME TO \`organizations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`organizations_owner_idx\` ON \`organizations\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`organizations_subscription_subscription_stripe_customer__idx\` ON \`organizations\` (\`subscription_stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`organizations_subscription_subscription_stripe_subscript_idx\` ON \`organizations\` (\`subscription_stripe_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`organizations_updated_at_idx\` ON \`organizations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`organizations_created_at_idx\` ON \`organizations\` (\`created_at\`);`)
}
