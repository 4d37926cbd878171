import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stripe_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`livemode\` integer DEFAULT false,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stripe_events_event_id_idx\` ON \`stripe_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_type_idx\` ON \`stripe_events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_updated_at_idx\` ON \`stripe_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_created_at_idx\` ON \`stripe_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`subscription_plan\` text DEFAULT 'pro_yearly';`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`subscription_status\` text;`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`subscription_stripe_customer_id\` text;`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`subscription_stripe_subscription_id\` text;`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`subscription_current_period_end\` text;`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`subscription_stripe_event_at\` text;`)
  await db.run(sql`CREATE INDEX \`organizations_subscription_subscription_stripe_customer__idx\` ON \`organizations\` (\`subscription_stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`organizations_subscription_subscription_stripe_subscript_idx\` ON \`organizations\` (\`subscription_stripe_subscription_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stripe_events\`;`)
  await db.run(sql`DROP INDEX \`organizations_subscription_subscription_stripe_customer__idx\`;`)
  await db.run(sql`DROP INDEX \`organizations_subscription_subscription_stripe_subscript_idx\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`subscription_plan\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`subscription_status\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`subscription_stripe_customer_id\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`subscription_stripe_subscription_id\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`subscription_current_period_end\`;`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`subscription_stripe_event_at\`;`)
}
