import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" ADD COLUMN "sizes_display_url" varchar;
  ALTER TABLE "files" ADD COLUMN "sizes_display_width" numeric;
  ALTER TABLE "files" ADD COLUMN "sizes_display_height" numeric;
  ALTER TABLE "files" ADD COLUMN "sizes_display_mime_type" varchar;
  ALTER TABLE "files" ADD COLUMN "sizes_display_filesize" numeric;
  ALTER TABLE "files" ADD COLUMN "sizes_display_filename" varchar;
  ALTER TABLE "files" ADD COLUMN "sizes_thumbnail_url" varchar;
  ALTER TABLE "files" ADD COLUMN "sizes_thumbnail_width" numeric;
  ALTER TABLE "files" ADD COLUMN "sizes_thumbnail_height" numeric;
  ALTER TABLE "files" ADD COLUMN "sizes_thumbnail_mime_type" varchar;
  ALTER TABLE "files" ADD COLUMN "sizes_thumbnail_filesize" numeric;
  ALTER TABLE "files" ADD COLUMN "sizes_thumbnail_filename" varchar;
  CREATE INDEX "files_sizes_display_sizes_display_filename_idx" ON "files" USING btree ("sizes_display_filename");
  CREATE INDEX "files_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "files" USING btree ("sizes_thumbnail_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "files_sizes_display_sizes_display_filename_idx";
  DROP INDEX "files_sizes_thumbnail_sizes_thumbnail_filename_idx";
  ALTER TABLE "files" DROP COLUMN "sizes_display_url";
  ALTER TABLE "files" DROP COLUMN "sizes_display_width";
  ALTER TABLE "files" DROP COLUMN "sizes_display_height";
  ALTER TABLE "files" DROP COLUMN "sizes_display_mime_type";
  ALTER TABLE "files" DROP COLUMN "sizes_display_filesize";
  ALTER TABLE "files" DROP COLUMN "sizes_display_filename";
  ALTER TABLE "files" DROP COLUMN "sizes_thumbnail_url";
  ALTER TABLE "files" DROP COLUMN "sizes_thumbnail_width";
  ALTER TABLE "files" DROP COLUMN "sizes_thumbnail_height";
  ALTER TABLE "files" DROP COLUMN "sizes_thumbnail_mime_type";
  ALTER TABLE "files" DROP COLUMN "sizes_thumbnail_filesize";
  ALTER TABLE "files" DROP COLUMN "sizes_thumbnail_filename";`)
}
