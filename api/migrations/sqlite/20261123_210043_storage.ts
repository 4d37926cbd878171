import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`images\` ADD \`prefix\` text DEFAULT 'images';`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`prefix\` text DEFAULT 'files';`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`avatars\` ADD \`prefix\` text DEFAULT 'avatars';`)
  await db.run(sql`ALTER TABLE \`avatars\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`avatars\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`avatars\` DROP COLUMN \`_objectkey\`;`)
}
