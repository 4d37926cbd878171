import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`invoices_id_kind_category_idx\`;`)
  await db.run(sql`DROP INDEX \`organization_status_paidAt_createdAt_invoice_property_am_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`income_category\` text;`)
  // Each payment takes its invoice's income category, as the payments' hook writes it
  // (incomeCategoryOf in common/invoices.ts): a charge's category, 'other' when it has none; a
  // security deposit's payments none.
  await db.run(sql`UPDATE \`payments\` SET \`income_category\` = (
    SELECT CASE WHEN i.\`category\` IN ('rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other') THEN i.\`category\` ELSE 'other' END
    FROM \`invoices\` i WHERE i.\`id\` = \`payments\`.\`invoice_id\` AND i.\`kind\` = 'charge');`)
  await db.run(sql`CREATE INDEX \`payments_received_idx\` ON \`payments\` (\`organization_id\`,\`status\`,\`paid_at\`,\`created_at\`,\`invoice_id\`,\`property_id\`,\`amount\`,\`income_category\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payments_received_idx\`;`)
  await db.run(sql`CREATE INDEX \`organization_status_paidAt_createdAt_invoice_property_am_idx\` ON \`payments\` (\`organization_id\`,\`status\`,\`paid_at\`,\`created_at\`,\`invoice_id\`,\`property_id\`,\`amount\`);`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`income_category\`;`)
  await db.run(sql`CREATE INDEX \`invoices_id_kind_category_idx\` ON \`invoices\` (\`id\`,\`kind\`,\`category\`);`)
}
