import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_expenses_category" AS ENUM('rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other');
  CREATE TYPE "public"."enum_expenses_tax_category" AS ENUM('advertising', 'auto-travel', 'cleaning-maintenance', 'commissions', 'insurance', 'legal', 'management', 'mortgage-interest', 'interest', 'repairs', 'supplies', 'taxes', 'utilities', 'depreciation', 'other');
  CREATE TYPE "public"."enum_expenses_payment_method" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_recurring_expenses_category" AS ENUM('rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other');
  CREATE TYPE "public"."enum_recurring_expenses_tax_category" AS ENUM('advertising', 'auto-travel', 'cleaning-maintenance', 'commissions', 'insurance', 'legal', 'management', 'mortgage-interest', 'interest', 'repairs', 'supplies', 'taxes', 'utilities', 'depreciation', 'other');
  CREATE TYPE "public"."enum_recurring_expenses_payment_method" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_recurring_expenses_frequency" AS ENUM('monthly', 'quarterly', 'yearly');
  CREATE TYPE "public"."enum_recurring_expenses_status" AS ENUM('active', 'paused', 'ended');
  ALTER TYPE "public"."enum_files_kind" ADD VALUE 'expense';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'generateRecurringExpenses';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'generateRecurringExpenses';
  CREATE TABLE "expenses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"amount" numeric NOT NULL,
  	"payee_contact_id" integer,
  	"payee_name" varchar,
  	"category" "enum_expenses_category" NOT NULL,
  	"tax_category" "enum_expenses_tax_category" NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"payment_method" "enum_expenses_payment_method",
  	"memo" varchar,
  	"capital_improvement" boolean DEFAULT false,
  	"paid_date" timestamp(3) with time zone,
  	"split_group" varchar,
  	"recurring_expense_id" integer,
  	"generation_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recurring_expenses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"payee_contact_id" integer,
  	"payee_name" varchar,
  	"category" "enum_recurring_expenses_category" NOT NULL,
  	"tax_category" "enum_recurring_expenses_tax_category" NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"payment_method" "enum_recurring_expenses_payment_method",
  	"memo" varchar,
  	"capital_improvement" boolean DEFAULT false,
  	"frequency" "enum_recurring_expenses_frequency" NOT NULL,
  	"status" "enum_recurring_expenses_status" DEFAULT 'active' NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"last_occurrence" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "files" ADD COLUMN "expense_id" integer;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_payee_contact_id_contacts_id_fk" FOREIGN KEY ("payee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_expense_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_expense_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_payee_contact_id_contacts_id_fk" FOREIGN KEY ("payee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "expenses_organization_idx" ON "expenses" USING btree ("organization_id");
  CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date");
  CREATE INDEX "expenses_payee_contact_idx" ON "expenses" USING btree ("payee_contact_id");
  CREATE INDEX "expenses_payee_name_idx" ON "expenses" USING btree ("payee_name");
  CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("category");
  CREATE INDEX "expenses_tax_category_idx" ON "expenses" USING btree ("tax_category");
  CREATE INDEX "expenses_property_idx" ON "expenses" USING btree ("property_id");
  CREATE INDEX "expenses_unit_idx" ON "expenses" USING btree ("unit_id");
  CREATE INDEX "expenses_capital_improvement_idx" ON "expenses" USING btree ("capital_improvement");
  CREATE INDEX "expenses_split_group_idx" ON "expenses" USING btree ("split_group");
  CREATE INDEX "expenses_recurring_expense_idx" ON "expenses" USING btree ("recurring_expense_id");
  CREATE UNIQUE INDEX "expenses_generation_key_idx" ON "expenses" USING btree ("generation_key");
  CREATE INDEX "expenses_updated_at_idx" ON "expenses" USING btree ("updated_at");
  CREATE INDEX "expenses_created_at_idx" ON "expenses" USING btree ("created_at");
  CREATE INDEX "organization_date_createdAt_idx" ON "expenses" USING btree ("organization_id","date","created_at");
  CREATE INDEX "organization_category_date_createdAt_idx" ON "expenses" USING btree ("organization_id","category","date","created_at");
  CREATE INDEX "organization_taxCategory_date_createdAt_idx" ON "expenses" USING btree ("organization_id","tax_category","date","created_at");
  CREATE INDEX "organization_payeeName_date_createdAt_idx" ON "expenses" USING btree ("organization_id","payee_name","date","created_at");
  CREATE INDEX "organization_amount_createdAt_idx" ON "expenses" USING btree ("organization_id","amount","created_at");
  CREATE INDEX "property_date_createdAt_idx" ON "expenses" USING btree ("property_id","date","created_at");
  CREATE INDEX "unit_date_createdAt_idx" ON "expenses" USING btree ("unit_id","date","created_at");
  CREATE INDEX "payeeContact_date_createdAt_idx" ON "expenses" USING btree ("payee_contact_id","date","created_at");
  CREATE INDEX "recurring_expenses_organization_idx" ON "recurring_expenses" USING btree ("organization_id");
  CREATE INDEX "recurring_expenses_payee_contact_idx" ON "recurring_expenses" USING btree ("payee_contact_id");
  CREATE INDEX "recurring_expenses_payee_name_idx" ON "recurring_expenses" USING btree ("payee_name");
  CREATE INDEX "recurring_expenses_category_idx" ON "recurring_expenses" USING btree ("category");
  CREATE INDEX "recurring_expenses_tax_category_idx" ON "recurring_expenses" USING btree ("tax_category");
  CREATE INDEX "recurring_expenses_property_idx" ON "recurring_expenses" USING btree ("property_id");
  CREATE INDEX "recurring_expenses_unit_idx" ON "recurring_expenses" USING btree ("unit_id");
  CREATE INDEX "recurring_expenses_capital_improvement_idx" ON "recurring_expenses" USING btree ("capital_improvement");
  CREATE INDEX "recurring_expenses_status_idx" ON "recurring_expenses" USING btree ("status");
  CREATE INDEX "recurring_expenses_start_date_idx" ON "recurring_expenses" USING btree ("start_date");
  CREATE INDEX "recurring_expenses_updated_at_idx" ON "recurring_expenses" USING btree ("updated_at");
  CREATE INDEX "recurring_expenses_created_at_idx" ON "recurring_expenses" USING btree ("created_at");
  CREATE INDEX "organization_createdAt_3_idx" ON "recurring_expenses" USING btree ("organization_id","created_at");
  ALTER TABLE "files" ADD CONSTRAINT "files_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_expense_idx" ON "files" USING btree ("expense_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "expenses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_expenses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "expenses" CASCADE;
  DROP TABLE "recurring_expenses" CASCADE;
  ALTER TABLE "files" DROP CONSTRAINT "files_expense_id_expenses_id_fk";
  
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_files_kind";
  CREATE TYPE "public"."enum_files_kind" AS ENUM('lease', 'property', 'unit', 'contact', 'document', 'personal', 'invoice', 'maintenanceRequest');
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_files_kind" USING "kind"::"public"."enum_files_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'generateRecurringInvoices', 'markOverdueInvoices', 'chargeAutopay');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'generateRecurringInvoices', 'markOverdueInvoices', 'chargeAutopay');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "files_expense_idx";
  ALTER TABLE "files" DROP COLUMN "expense_id";
  DROP TYPE "public"."enum_expenses_category";
  DROP TYPE "public"."enum_expenses_tax_category";
  DROP TYPE "public"."enum_expenses_payment_method";
  DROP TYPE "public"."enum_recurring_expenses_category";
  DROP TYPE "public"."enum_recurring_expenses_tax_category";
  DROP TYPE "public"."enum_recurring_expenses_payment_method";
  DROP TYPE "public"."enum_recurring_expenses_frequency";
  DROP TYPE "public"."enum_recurring_expenses_status";`)
}
