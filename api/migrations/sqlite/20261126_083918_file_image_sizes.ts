import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_display_url\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_display_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_display_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_display_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_display_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_display_filename\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_thumbnail_url\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_thumbnail_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_thumbnail_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_thumbnail_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_thumbnail_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`sizes_thumbnail_filename\` text;`)
  await db.run(sql`CREATE INDEX \`files_sizes_display_sizes_display_filename_idx\` ON \`files\` (\`sizes_display_filename\`);`)
  await db.run(sql`CREATE INDEX \`files_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`files\` (\`sizes_thumbnail_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`files_sizes_display_sizes_display_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`files_sizes_thumbnail_sizes_thumbnail_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_display_url\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_display_width\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_display_height\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_display_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_display_filesize\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_display_filename\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_thumbnail_url\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_thumbnail_width\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_thumbnail_height\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_thumbnail_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_thumbnail_filesize\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`sizes_thumbnail_filename\`;`)
}
