import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`organization_kind_category_dueDate_status_property_total_idx\` ON \`invoices\` (\`organization_id\`,\`kind\`,\`category\`,\`due_date\`,\`status\`,\`property_id\`,\`total\`);`)
  await db.run(sql`CREATE INDEX \`payments_received_by_category_idx\` ON \`payments\` (\`organization_id\`,\`status\`,\`income_category\`,\`paid_at\`,\`created_at\`,\`property_id\`,\`amount\`);`)
  await db.run(sql`CREATE INDEX \`expenses_tax_category_cash_date_idx\` ON \`expenses\` (\`organization_id\`,\`tax_category\`,(CASE WHEN "paid_date" IS NULL THEN "date" ELSE "paid_date" END),\`capital_improvement\`,\`amount\`,\`property_id\`,\`paid_date\`,\`date\`);`)
  await db.run(sql`CREATE INDEX \`expenses_tax_category_date_idx\` ON \`expenses\` (\`organization_id\`,\`tax_category\`,\`date\`,\`capital_improvement\`,\`amount\`,\`property_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_kind_category_dueDate_status_property_total_idx\`;`)
  await db.run(sql`DROP INDEX \`payments_received_by_category_idx\`;`)
  await db.run(sql`DROP INDEX \`expenses_tax_category_cash_date_idx\`;`)
  await db.run(sql`DROP INDEX \`expenses_tax_category_date_idx\`;`)
}
