import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`organization_kind_dueDate_idx\` ON \`invoices\` (\`organization_id\`,\`kind\`,\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`organization_kind_status_paidAt_idx\` ON \`invoices\` (\`organization_id\`,\`kind\`,\`status\`,\`paid_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_kind_dueDate_idx\`;`)
  await db.run(sql`DROP INDEX \`organization_kind_status_paidAt_idx\`;`)
}
