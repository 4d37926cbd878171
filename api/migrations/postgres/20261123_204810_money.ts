import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_accounts_manual_methods" AS ENUM('cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_accounts_card_capabilities_card_payments" AS ENUM('active', 'inactive', 'pending', 'unrequested');
  CREATE TYPE "public"."enum_accounts_card_capabilities_us_bank_account_ach_payments" AS ENUM('active', 'inactive', 'pending', 'unrequested');
  CREATE TYPE "public"."enum_invoices_payment_methods" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_invoices_kind" AS ENUM('charge', 'security-deposit');
  CREATE TYPE "public"."enum_invoices_category" AS ENUM('rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other');
  CREATE TYPE "public"."enum_invoices_status" AS ENUM('open', 'partially-paid', 'paid', 'overdue', 'void');
  CREATE TYPE "public"."enum_invoices_payment_sent_notification_method" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_payments_refunds_status" AS ENUM('pending', 'requires-action', 'succeeded', 'failed', 'canceled');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled');
  CREATE TYPE "public"."enum_recurring_invoices_payment_methods" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_recurring_invoices_status" AS ENUM('active', 'paused', 'ended');
  CREATE TYPE "public"."enum_recurring_invoices_category" AS ENUM('rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other');
  CREATE TYPE "public"."enum_security_deposits_status" AS ENUM('requested', 'held', 'returned');
  CREATE TYPE "public"."enum_security_deposits_received_method" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_security_deposits_return_method" AS ENUM('card', 'us-bank-account', 'venmo', 'cashapp', 'zelle', 'cash', 'check', 'money-order', 'cashiers-check');
  CREATE TYPE "public"."enum_autopays_payment_method_type" AS ENUM('card', 'us-bank-account');
  ALTER TYPE "public"."enum_files_kind" ADD VALUE 'invoice';
  CREATE TABLE "accounts_manual_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_accounts_manual_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"name" varchar DEFAULT 'Operating Account',
  	"manual_enabled" boolean DEFAULT false,
  	"manual_address" varchar,
  	"card_enabled" boolean DEFAULT false,
  	"card_account_id" varchar,
  	"card_charges_enabled" boolean DEFAULT false,
  	"card_payouts_enabled" boolean DEFAULT false,
  	"card_details_submitted" boolean DEFAULT false,
  	"card_capabilities_card_payments" "enum_accounts_card_capabilities_card_payments",
  	"card_capabilities_us_bank_account_ach_payments" "enum_accounts_card_capabilities_us_bank_account_ach_payments",
  	"venmo_enabled" boolean DEFAULT false,
  	"venmo_handle" varchar,
  	"cashapp_enabled" boolean DEFAULT false,
  	"cashapp_handle" varchar,
  	"zelle_enabled" boolean DEFAULT false,
  	"zelle_handle" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoices_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_invoices_payment_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "invoices_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"amount" numeric,
  	"quantity" numeric DEFAULT 1
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"kind" "enum_invoices_kind" DEFAULT 'charge' NOT NULL,
  	"lease_id" integer NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"recurring_invoice_id" integer,
  	"period" varchar,
  	"generation_key" varchar,
  	"from_name" varchar,
  	"from_organization_name" varchar,
  	"from_address" varchar,
  	"from_email" varchar,
  	"to_name" varchar,
  	"to_organization_name" varchar,
  	"to_address" varchar,
  	"to_email" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"due_date" timestamp(3) with time zone NOT NULL,
  	"category" "enum_invoices_category",
  	"reference" varchar,
  	"memo" varchar,
  	"total" numeric DEFAULT 0,
  	"amount_paid" numeric DEFAULT 0,
  	"amount_refunded" numeric DEFAULT 0,
  	"amount_due" numeric DEFAULT 0,
  	"status" "enum_invoices_status" DEFAULT 'open',
  	"voided" boolean DEFAULT false,
  	"paid_at" timestamp(3) with time zone,
  	"payment_sent_notification_method" "enum_invoices_payment_sent_notification_method",
  	"payment_sent_notification_sent_at" timestamp(3) with time zone,
  	"payment_sent_notification_note" varchar,
  	"overdue_notified_at" timestamp(3) with time zone,
  	"autopay_attempted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_payments_refunds_status" DEFAULT 'pending' NOT NULL,
  	"reason" varchar,
  	"stripe_refund_id" varchar,
  	"created_at" timestamp(3) with time zone,
  	"created_by_id" integer
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"invoice_id" integer NOT NULL,
  	"lease_id" integer,
  	"property_id" integer,
  	"unit_id" integer,
  	"method" "enum_payments_method" NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'succeeded' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"reference" varchar,
  	"note" varchar,
  	"payer_id" integer,
  	"recorded_by_id" integer,
  	"stripe_payment_intent_id" varchar,
  	"stripe_charge_id" varchar,
  	"idempotency_key" varchar,
  	"autopay" boolean DEFAULT false,
  	"failure_code" varchar,
  	"failure_message" varchar,
  	"amount_refunded" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recurring_invoices_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recurring_invoices_payment_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recurring_invoices_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"amount" numeric,
  	"quantity" numeric DEFAULT 1
  );
  
  CREATE TABLE "recurring_invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"lease_id" integer NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"status" "enum_recurring_invoices_status" DEFAULT 'active' NOT NULL,
  	"day_of_month" numeric DEFAULT 1 NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"due_days" numeric DEFAULT 0 NOT NULL,
  	"category" "enum_recurring_invoices_category",
  	"total" numeric DEFAULT 0,
  	"amount_due" numeric DEFAULT 0,
  	"amount_paid" numeric DEFAULT 0,
  	"amount_refunded" numeric DEFAULT 0,
  	"last_period" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "security_deposits_deductions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "security_deposits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organization_id" integer NOT NULL,
  	"lease_id" integer NOT NULL,
  	"property_id" integer,
  	"unit_id" integer,
  	"status" "enum_security_deposits_status" DEFAULT 'requested' NOT NULL,
  	"amount" numeric NOT NULL,
  	"invoice_id" integer,
  	"amount_held" numeric DEFAULT 0,
  	"held_at" timestamp(3) with time zone,
  	"received_method" "enum_security_deposits_received_method",
  	"amount_returned" numeric DEFAULT 0,
  	"returned_at" timestamp(3) with time zone,
  	"return_method" "enum_security_deposits_return_method",
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "autopays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"lease_id" integer NOT NULL,
  	"organization_id" integer,
  	"enabled" boolean DEFAULT true,
  	"payment_method_id" varchar NOT NULL,
  	"payment_method_label" varchar,
  	"payment_method_type" "enum_autopays_payment_method_type",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "stripe_customer_id" varchar;
  ALTER TABLE "files" ADD COLUMN "invoice_id" integer;
  ALTER TABLE "notifications" ADD COLUMN "invoice_id" integer;
  ALTER TABLE "notifications" ADD COLUMN "payment_id" integer;
  ALTER TABLE "notifications" ADD COLUMN "refund_amount" numeric;
  ALTER TABLE "notifications" ADD COLUMN "refund_invoice_id" integer;
  ALTER TABLE "accounts_manual_methods" ADD CONSTRAINT "accounts_manual_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices_payment_methods" ADD CONSTRAINT "invoices_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoices_items" ADD CONSTRAINT "invoices_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments_refunds" ADD CONSTRAINT "payments_refunds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments_refunds" ADD CONSTRAINT "payments_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_invoices_payment_methods" ADD CONSTRAINT "recurring_invoices_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recurring_invoices_items" ADD CONSTRAINT "recurring_invoices_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_deposits_deductions" ADD CONSTRAINT "security_deposits_deductions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."security_deposits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "autopays" ADD CONSTRAINT "autopays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "autopays" ADD CONSTRAINT "autopays_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "autopays" ADD CONSTRAINT "autopays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "accounts_manual_methods_order_idx" ON "accounts_manual_methods" USING btree ("order");
  CREATE INDEX "accounts_manual_methods_parent_idx" ON "accounts_manual_methods" USING btree ("parent_id");
  CREATE INDEX "accounts_organization_idx" ON "accounts" USING btree ("organization_id");
  CREATE INDEX "accounts_card_card_account_id_idx" ON "accounts" USING btree ("card_account_id");
  CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at");
  CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "organization_idx" ON "accounts" USING btree ("organization_id");
  CREATE INDEX "invoices_payment_methods_order_idx" ON "invoices_payment_methods" USING btree ("order");
  CREATE INDEX "invoices_payment_methods_parent_idx" ON "invoices_payment_methods" USING btree ("parent_id");
  CREATE INDEX "invoices_items_order_idx" ON "invoices_items" USING btree ("_order");
  CREATE INDEX "invoices_items_parent_id_idx" ON "invoices_items" USING btree ("_parent_id");
  CREATE INDEX "invoices_organization_idx" ON "invoices" USING btree ("organization_id");
  CREATE INDEX "invoices_kind_idx" ON "invoices" USING btree ("kind");
  CREATE INDEX "invoices_lease_idx" ON "invoices" USING btree ("lease_id");
  CREATE INDEX "invoices_property_idx" ON "invoices" USING btree ("property_id");
  CREATE INDEX "invoices_unit_idx" ON "invoices" USING btree ("unit_id");
  CREATE INDEX "invoices_recurring_invoice_idx" ON "invoices" USING btree ("recurring_invoice_id");
  CREATE UNIQUE INDEX "invoices_generation_key_idx" ON "invoices" USING btree ("generation_key");
  CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date");
  CREATE INDEX "invoices_category_idx" ON "invoices" USING btree ("category");
  CREATE INDEX "invoices_amount_due_idx" ON "invoices" USING btree ("amount_due");
  CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "organization_kind_status_dueDate_idx" ON "invoices" USING btree ("organization_id","kind","status","due_date");
  CREATE INDEX "payments_refunds_order_idx" ON "payments_refunds" USING btree ("_order");
  CREATE INDEX "payments_refunds_parent_id_idx" ON "payments_refunds" USING btree ("_parent_id");
  CREATE INDEX "payments_refunds_created_by_idx" ON "payments_refunds" USING btree ("created_by_id");
  CREATE INDEX "payments_organization_idx" ON "payments" USING btree ("organization_id");
  CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");
  CREATE INDEX "payments_lease_idx" ON "payments" USING btree ("lease_id");
  CREATE INDEX "payments_property_idx" ON "payments" USING btree ("property_id");
  CREATE INDEX "payments_unit_idx" ON "payments" USING btree ("unit_id");
  CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");
  CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id");
  CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by_id");
  CREATE UNIQUE INDEX "payments_stripe_payment_intent_id_idx" ON "payments" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "payments_stripe_charge_id_idx" ON "payments" USING btree ("stripe_charge_id");
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "recurring_invoices_payment_methods_order_idx" ON "recurring_invoices_payment_methods" USING btree ("order");
  CREATE INDEX "recurring_invoices_payment_methods_parent_idx" ON "recurring_invoices_payment_methods" USING btree ("parent_id");
  CREATE INDEX "recurring_invoices_items_order_idx" ON "recurring_invoices_items" USING btree ("_order");
  CREATE INDEX "recurring_invoices_items_parent_id_idx" ON "recurring_invoices_items" USING btree ("_parent_id");
  CREATE INDEX "recurring_invoices_organization_idx" ON "recurring_invoices" USING btree ("organization_id");
  CREATE INDEX "recurring_invoices_lease_idx" ON "recurring_invoices" USING btree ("lease_id");
  CREATE INDEX "recurring_invoices_property_idx" ON "recurring_invoices" USING btree ("property_id");
  CREATE INDEX "recurring_invoices_unit_idx" ON "recurring_invoices" USING btree ("unit_id");
  CREATE INDEX "recurring_invoices_status_idx" ON "recurring_invoices" USING btree ("status");
  CREATE INDEX "recurring_invoices_start_date_idx" ON "recurring_invoices" USING btree ("start_date");
  CREATE INDEX "recurring_invoices_category_idx" ON "recurring_invoices" USING btree ("category");
  CREATE INDEX "recurring_invoices_amount_due_idx" ON "recurring_invoices" USING btree ("amount_due");
  CREATE INDEX "recurring_invoices_updated_at_idx" ON "recurring_invoices" USING btree ("updated_at");
  CREATE INDEX "recurring_invoices_created_at_idx" ON "recurring_invoices" USING btree ("created_at");
  CREATE INDEX "security_deposits_deductions_order_idx" ON "security_deposits_deductions" USING btree ("_order");
  CREATE INDEX "security_deposits_deductions_parent_id_idx" ON "security_deposits_deductions" USING btree ("_parent_id");
  CREATE INDEX "security_deposits_organization_idx" ON "security_deposits" USING btree ("organization_id");
  CREATE INDEX "security_deposits_lease_idx" ON "security_deposits" USING btree ("lease_id");
  CREATE INDEX "security_deposits_property_idx" ON "security_deposits" USING btree ("property_id");
  CREATE INDEX "security_deposits_unit_idx" ON "security_deposits" USING btree ("unit_id");
  CREATE INDEX "security_deposits_status_idx" ON "security_deposits" USING btree ("status");
  CREATE INDEX "security_deposits_invoice_idx" ON "security_deposits" USING btree ("invoice_id");
  CREATE INDEX "security_deposits_updated_at_idx" ON "security_deposits" USING btree ("updated_at");
  CREATE INDEX "security_deposits_created_at_idx" ON "security_deposits" USING btree ("created_at");
  CREATE INDEX "autopays_user_idx" ON "autopays" USING btree ("user_id");
  CREATE INDEX "autopays_lease_idx" ON "autopays" USING btree ("lease_id");
  CREATE INDEX "autopays_organization_idx" ON "autopays" USING btree ("organization_id");
  CREATE INDEX "autopays_enabled_idx" ON "autopays" USING btree ("enabled");
  CREATE INDEX "autopays_updated_at_idx" ON "autopays" USING btree ("updated_at");
  CREATE INDEX "autopays_created_at_idx" ON "autopays" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_lease_idx" ON "autopays" USING btree ("user_id","lease_id");
  ALTER TABLE "files" ADD CONSTRAINT "files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_refund_invoice_id_invoices_id_fk" FOREIGN KEY ("refund_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_stripe_customer_id_idx" ON "users" USING btree ("stripe_customer_id");
  CREATE INDEX "files_invoice_idx" ON "files" USING btree ("invoice_id");
  CREATE INDEX "notifications_invoice_idx" ON "notifications" USING btree ("invoice_id");
  CREATE INDEX "notifications_payment_idx" ON "notifications" USING btree ("payment_id");
  CREATE INDEX "notifications_refund_refund_invoice_idx" ON "notifications" USING btree ("refund_invoice_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "accounts_manual_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments_refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_invoices_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_invoices_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "security_deposits_deductions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "security_deposits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "autopays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "accounts_manual_methods" CASCADE;
  DROP TABLE "accounts" CASCADE;
  DROP TABLE "invoices_payment_methods" CASCADE;
  DROP TABLE "invoices_items" CASCADE;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "payments_refunds" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "recurring_invoices_payment_methods" CASCADE;
  DROP TABLE "recurring_invoices_items" CASCADE;
  DROP TABLE "recurring_invoices" CASCADE;
  DROP TABLE "security_deposits_deductions" CASCADE;
  DROP TABLE "security_deposits" CASCADE;
  DROP TABLE "autopays" CASCADE;
  ALTER TABLE "files" DROP CONSTRAINT "files_invoice_id_invoices_id_fk";
  
  ALTER TABLE "notifications" DROP CONSTRAINT "notifications_invoice_id_invoices_id_fk";
  
  ALTER TABLE "notifications" DROP CONSTRAINT "notifications_payment_id_payments_id_fk";
  
  ALTER TABLE "notifications" DROP CONSTRAINT "notifications_refund_invoice_id_invoices_id_fk";
  
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_files_kind";
  CREATE TYPE "public"."enum_files_kind" AS ENUM('lease', 'property', 'unit', 'contact', 'document', 'personal');
  ALTER TABLE "files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_files_kind" USING "kind"::"public"."enum_files_kind";
  DROP INDEX "users_stripe_customer_id_idx";
  DROP INDEX "files_invoice_idx";
  DROP INDEX "notifications_invoice_idx";
  DROP INDEX "notifications_payment_idx";
  DROP INDEX "notifications_refund_refund_invoice_idx";
  ALTER TABLE "users" DROP COLUMN "stripe_customer_id";
  ALTER TABLE "files" DROP COLUMN "invoice_id";
  ALTER TABLE "notifications" DROP COLUMN "invoice_id";
  ALTER TABLE "notifications" DROP COLUMN "payment_id";
  ALTER TABLE "notifications" DROP COLUMN "refund_amount";
  ALTER TABLE "notifications" DROP COLUMN "refund_invoice_id";
  DROP TYPE "public"."enum_accounts_manual_methods";
  DROP TYPE "public"."enum_accounts_card_capabilities_card_payments";
  DROP TYPE "public"."enum_accounts_card_capabilities_us_bank_account_ach_payments";
  DROP TYPE "public"."enum_invoices_payment_methods";
  DROP TYPE "public"."enum_invoices_kind";
  DROP TYPE "public"."enum_invoices_category";
  DROP TYPE "public"."enum_invoices_status";
  DROP TYPE "public"."enum_invoices_payment_sent_notification_method";
  DROP TYPE "public"."enum_payments_refunds_status";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_recurring_invoices_payment_methods";
  DROP TYPE "public"."enum_recurring_invoices_status";
  DROP TYPE "public"."enum_recurring_invoices_category";
  DROP TYPE "public"."enum_security_deposits_status";
  DROP TYPE "public"."enum_security_deposits_received_method";
  DROP TYPE "public"."enum_security_deposits_return_method";
  DROP TYPE "public"."enum_autopays_payment_method_type";`)
}
