import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_organizations_subscription_plan" AS ENUM('pro_yearly');
  CREATE TYPE "public"."enum_organizations_subscription_status" AS ENUM('active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'canceled');
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"livemode" boolean DEFAULT false,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "organizations" ADD COLUMN "subscription_plan" "enum_organizations_subscription_plan" DEFAULT 'pro_yearly';
  ALTER TABLE "organizations" ADD COLUMN "subscription_status" "enum_organizations_subscription_status";
  ALTER TABLE "organizations" ADD COLUMN "subscription_stripe_customer_id" varchar;
  ALTER TABLE "organizations" ADD COLUMN "subscription_stripe_subscription_id" varchar;
  ALTER TABLE "organizations" ADD COLUMN "subscription_current_period_end" timestamp(3) with time zone;
  ALTER TABLE "organizations" ADD COLUMN "subscription_stripe_event_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_type_idx" ON "stripe_events" USING btree ("type");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  CREATE INDEX "organizations_subscription_subscription_stripe_customer__idx" ON "organizations" USING btree ("subscription_stripe_customer_id");
  CREATE INDEX "organizations_subscription_subscription_stripe_subscript_idx" ON "organizations" USING btree ("subscription_stripe_subscription_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stripe_events" CASCADE;
  DROP INDEX "organizations_subscription_subscription_stripe_customer__idx";
  DROP INDEX "organizations_subscription_subscription_stripe_subscript_idx";
  ALTER TABLE "organizations" DROP COLUMN "subscription_plan";
  ALTER TABLE "organizations" DROP COLUMN "subscription_status";
  ALTER TABLE "organizations" DROP COLUMN "subscription_stripe_customer_id";
  ALTER TABLE "organizations" DROP COLUMN "subscription_stripe_subscription_id";
  ALTER TABLE "organizations" DROP COLUMN "subscription_current_period_end";
  ALTER TABLE "organizations" DROP COLUMN "subscription_stripe_event_at";
  DROP TYPE "public"."enum_organizations_subscription_plan";
  DROP TYPE "public"."enum_organizations_subscription_status";`)
}
