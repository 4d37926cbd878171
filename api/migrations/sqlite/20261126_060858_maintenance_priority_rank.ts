import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_priority_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`maintenance_requests\` ADD \`priority_rank\` numeric;`)
  // The rank of the requests made before it existed (emergency 1 … low 4), as the hook keeps it.
  await db.run(sql`UPDATE \`maintenance_requests\` SET \`priority_rank\` = CASE \`priority\` WHEN 'emergency' THEN 1 WHEN 'high' THEN 2 WHEN 'normal' THEN 3 ELSE 4 END;`)
  await db.run(sql`CREATE INDEX \`organization_priorityRank_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`priority_rank\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_priorityRank_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`organization_priority_createdAt_idx\` ON \`maintenance_requests\` (\`organization_id\`,\`priority\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`maintenance_requests\` DROP COLUMN \`priority_rank\`;`)
}
