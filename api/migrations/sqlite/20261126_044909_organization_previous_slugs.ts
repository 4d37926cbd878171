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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`organizations_previous_slugs\`;`)
}
