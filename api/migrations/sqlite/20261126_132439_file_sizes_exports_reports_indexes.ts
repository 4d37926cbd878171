import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_status_paidAt_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`organization_status_paidAt_createdAt_invoice_property_am_idx\` ON \`payments\` (\`organization_id\`,\`status\`,\`paid_at\`,\`created_at\`,\`invoice_id\`,\`property_id\`,\`amount\`);`)
  await db.run(sql`CREATE INDEX \`organization_kind_dueDate_status_category_property_lease_idx\` ON \`invoices\` (\`organization_id\`,\`kind\`,\`due_date\`,\`status\`,\`category\`,\`property_id\`,\`lease_id\`,\`total\`);`)
  await db.run(sql`CREATE INDEX \`invoices_id_kind_category_idx\` ON \`invoices\` (\`id\`,\`kind\`,\`category\`);`)
  await db.run(sql`CREATE INDEX \`organization_capitalImprovement_date_paidDate_amount_idx\` ON \`expenses\` (\`organization_id\`,\`capital_improvement\`,\`date\`,\`paid_date\`,\`amount\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_kind_dueDate_status_category_property_lease_idx\`;`)
  await db.run(sql`DROP INDEX \`invoices_id_kind_category_idx\`;`)
  await db.run(sql`DROP INDEX \`organization_status_paidAt_createdAt_invoice_property_am_idx\`;`)
  await db.run(sql`CREATE INDEX \`organization_status_paidAt_createdAt_idx\` ON \`payments\` (\`organization_id\`,\`status\`,\`paid_at\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`organization_capitalImprovement_date_paidDate_amount_idx\`;`)
}
