import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feedback\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`message\` text NOT NULL,
  	\`page\` text,
  	\`area\` text,
  	\`user_id\` integer,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_user_idx\` ON \`feedback\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`user_createdAt_idx\` ON \`feedback\` (\`user_id\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feedback\`;`)
}
