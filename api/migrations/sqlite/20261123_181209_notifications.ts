import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`notifications\` (
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
  await db.run(sql`CREATE INDEX \`notifications_recipient_idx\` ON \`notifications\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_marked_read_idx\` ON \`notifications\` (\`marked_read\`);`)
  await db.run(sql`CREATE INDEX \`notifications_organization_idx\` ON \`notifications\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_invitation_idx\` ON \`notifications\` (\`invitation_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipient_category_markedRead_idx\` ON \`notifications\` (\`recipient_id\`,\`category\`,\`marked_read\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`notifications\`;`)
}
