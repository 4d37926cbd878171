import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_units_marketing_status" AS ENUM('draft', 'published', 'unpublished', 'leased');
  CREATE TYPE "public"."enum_units_marketing_pets_policy" AS ENUM('not-allowed', 'cats', 'dogs', 'cats-and-dogs', 'case-by-case');
  ALTER TYPE "public"."enum_feature_flags_features" ADD VALUE 'public.website';
  ALTER TYPE "public"."enum_notifications_event" ADD VALUE 'inquiry:received';
  DROP INDEX "units_marketing_marketing_published_idx";
  ALTER TABLE "organizations" ADD COLUMN "slug" varchar;
  ALTER TABLE "units" ADD COLUMN "marketing_status" "enum_units_marketing_status" DEFAULT 'draft';
  ALTER TABLE "units" ADD COLUMN "marketing_published_at" timestamp(3) with time zone;
  ALTER TABLE "units" ADD COLUMN "marketing_pets_policy" "enum_units_marketing_pets_policy";
  ALTER TABLE "notifications" ADD COLUMN "inquiry_contact_id" integer;
  ALTER TABLE "notifications" ADD COLUMN "inquiry_unit_address" varchar;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_inquiry_contact_id_contacts_id_fk" FOREIGN KEY ("inquiry_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "organizations_slug_idx" ON "organizations" USING btree ("slug");
  CREATE INDEX "units_marketing_marketing_status_idx" ON "units" USING btree ("marketing_status");
  CREATE INDEX "notifications_inquiry_inquiry_contact_idx" ON "notifications" USING btree ("inquiry_contact_id");
  ALTER TABLE "units" DROP COLUMN "marketing_published";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" DROP CONSTRAINT "notifications_inquiry_contact_id_contacts_id_fk";
  
  ALTER TABLE "feature_flags_features" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_feature_flags_features";
  CREATE TYPE "public"."enum_feature_flags_features" AS ENUM('support', 'feedback', 'forms', 'public.forms');
  ALTER TABLE "feature_flags_features" ALTER COLUMN "value" SET DATA TYPE "public"."enum_feature_flags_features" USING "value"::"public"."enum_feature_flags_features";
  ALTER TABLE "notifications" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_event";
  CREATE TYPE "public"."enum_notifications_event" AS ENUM('invitation:invited', 'invitation:accepted', 'invitation:declined', 'invoice:received', 'invoice:payment-marked-sent', 'invoice:payment-marked-not-received', 'invoice:payment-overdue', 'payment:succeeded', 'payment:failed', 'refund:requires-action', 'refund:succeeded', 'refund:failed', 'condition-report:requested', 'condition-report:completed', 'maintenance-request:created', 'maintenance-request:updated', 'comment:created');
  ALTER TABLE "notifications" ALTER COLUMN "event" SET DATA TYPE "public"."enum_notifications_event" USING "event"::"public"."enum_notifications_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'generateRecurringInvoices', 'markOverdueInvoices', 'chargeAutopay');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'generateRecurringInvoices', 'markOverdueInvoices', 'chargeAutopay');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "organizations_slug_idx";
  DROP INDEX "units_marketing_marketing_status_idx";
  DROP INDEX "notifications_inquiry_inquiry_contact_idx";
  ALTER TABLE "units" ADD COLUMN "marketing_published" boolean DEFAULT false;
  CREATE INDEX "units_marketing_marketing_published_idx" ON "units" USING btree ("marketing_published");
  ALTER TABLE "organizations" DROP COLUMN "slug";
  ALTER TABLE "units" DROP COLUMN "marketing_status";
  ALTER TABLE "units" DROP COLUMN "marketing_published_at";
  ALTER TABLE "units" DROP COLUMN "marketing_pets_policy";
  ALTER TABLE "notifications" DROP COLUMN "inquiry_contact_id";
  ALTER TABLE "notifications" DROP COLUMN "inquiry_unit_address";
  DROP TYPE "public"."enum_units_marketing_status";
  DROP TYPE "public"."enum_units_marketing_pets_policy";`)
}
