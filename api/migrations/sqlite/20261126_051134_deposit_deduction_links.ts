import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`security_deposits_deductions\` ADD \`condition_report_id\` integer REFERENCES condition_reports(id);`)
  await db.run(sql`ALTER TABLE \`security_deposits_deductions\` ADD \`condition_item\` text;`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_condition_report_idx\` ON \`security_deposits_deductions\` (\`condition_report_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_security_deposits_deductions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`security_deposits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_security_deposits_deductions\`("_order", "_parent_id", "id", "name", "description", "amount") SELECT "_order", "_parent_id", "id", "name", "description", "amount" FROM \`security_deposits_deductions\`;`)
  await db.run(sql`DROP TABLE \`security_deposits_deductions\`;`)
  await db.run(sql`ALTER TABLE \`__new_security_deposits_deductions\` RENAME TO \`security_deposits_deductions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_order_idx\` ON \`security_deposits_deductions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`security_deposits_deductions_parent_id_idx\` ON \`security_deposits_deductions\` (\`_parent_id\`);`)
}
