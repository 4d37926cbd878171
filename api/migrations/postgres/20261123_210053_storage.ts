import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" ADD COLUMN "prefix" varchar DEFAULT 'images';
  ALTER TABLE "images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "files" ADD COLUMN "prefix" varchar DEFAULT 'files';
  ALTER TABLE "files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "avatars" ADD COLUMN "prefix" varchar DEFAULT 'avatars';
  ALTER TABLE "avatars" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" DROP COLUMN "prefix";
  ALTER TABLE "images" DROP COLUMN "_objectkey";
  ALTER TABLE "files" DROP COLUMN "prefix";
  ALTER TABLE "files" DROP COLUMN "_objectkey";
  ALTER TABLE "avatars" DROP COLUMN "prefix";
  ALTER TABLE "avatars" DROP COLUMN "_objectkey";`)
}
