import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_priority_createdAt_idx";
  ALTER TABLE "maintenance_requests" ADD COLUMN "priority_rank" numeric;
  UPDATE "maintenance_requests" SET "priority_rank" = CASE "priority" WHEN 'emergency' THEN 1 WHEN 'high' THEN 2 WHEN 'normal' THEN 3 ELSE 4 END;
  CREATE INDEX "organization_priorityRank_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","priority_rank","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "organization_priorityRank_createdAt_idx";
  CREATE INDEX "organization_priority_createdAt_idx" ON "maintenance_requests" USING btree ("organization_id","priority","created_at");
  ALTER TABLE "maintenance_requests" DROP COLUMN "priority_rank";`)
}
