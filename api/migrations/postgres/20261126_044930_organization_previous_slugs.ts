import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "organizations_previous_slugs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL
  );
  
  ALTER TABLE "organizations_previous_slugs" ADD CONSTRAINT "organizations_previous_slugs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "organizations_previous_slugs_order_idx" ON "organizations_previous_slugs" USING btree ("_order");
  CREATE INDEX "organizations_previous_slugs_parent_id_idx" ON "organizations_previous_slugs" USING btree ("_parent_id");
  CREATE INDEX "organizations_previous_slugs_slug_idx" ON "organizations_previous_slugs" USING btree ("slug");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "organizations_previous_slugs" CASCADE;`)
}
