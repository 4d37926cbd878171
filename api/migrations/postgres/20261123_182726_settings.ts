import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "organizations" ADD COLUMN "website_image_id" integer;
  ALTER TABLE "organizations" ADD CONSTRAINT "organizations_website_image_id_images_id_fk" FOREIGN KEY ("website_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "organizations_website_image_idx" ON "organizations" USING btree ("website_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "organizations" DROP CONSTRAINT "organizations_website_image_id_images_id_fk";
  
  DROP INDEX "organizations_website_image_idx";
  ALTER TABLE "organizations" DROP COLUMN "website_image_id";`)
}
