import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notifications_category" AS ENUM('tenant', 'organization');
  CREATE TYPE "public"."enum_notifications_event" AS ENUM('invitation:invited', 'invitation:accepted', 'invitation:declined', 'invoice:received', 'invoice:payment-marked-sent', 'invoice:payment-marked-not-received', 'invoice:payment-overdue', 'payment:succeeded', 'payment:failed', 'refund:requires-action', 'refund:succeeded', 'refund:failed', 'condition-report:requested', 'condition-report:completed', 'maintenance-request:created', 'maintenance-request:updated', 'comment:created');
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"category" "enum_notifications_category" NOT NULL,
  	"event" "enum_notifications_event" NOT NULL,
  	"marked_read" boolean DEFAULT false NOT NULL,
  	"organization_id" integer,
  	"invitation_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id");
  CREATE INDEX "notifications_marked_read_idx" ON "notifications" USING btree ("marked_read");
  CREATE INDEX "notifications_organization_idx" ON "notifications" USING btree ("organization_id");
  CREATE INDEX "notifications_invitation_idx" ON "notifications" USING btree ("invitation_id");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "recipient_category_markedRead_idx" ON "notifications" USING btree ("recipient_id","category","marked_read");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notifications" CASCADE;
  
  DROP TYPE "public"."enum_notifications_category";
  DROP TYPE "public"."enum_notifications_event";`)
}
