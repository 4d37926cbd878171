import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`organization_category_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`category\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_taxCategory_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`tax_category\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_payeeName_createdAt_idx\` ON \`expenses\` (\`organization_id\`,\`payee_name\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`expenses_organization_cash_date_idx\` ON \`expenses\` (\`organization_id\`,(CASE WHEN "paid_date" IS NULL THEN "date" ELSE "paid_date" END),\`property_id\`,\`tax_category\`,\`capital_improvement\`,\`category\`,\`amount\`,\`paid_date\`,\`date\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`organization_category_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`organization_taxCategory_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`organization_payeeName_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`expenses_organization_cash_date_idx\`;`)
}
