CREATE TYPE "public"."referral_state" AS ENUM('nuova', 'convertita', 'rifiutata', 'ritirata');--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"state" "referral_state" DEFAULT 'nuova' NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"property" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"consent" boolean NOT NULL,
	"email_key" text NOT NULL,
	"phone_key" text NOT NULL,
	"duplicate_of_at" timestamp with time zone,
	"duplicate_of_referral_id" uuid,
	"duplicate_of_appointment_id" uuid,
	"refusal_reason" text,
	"appointment_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_by_admin_id" uuid,
	"decided_by_agent_id" uuid,
	"opt_out_token_hash" text,
	"opt_out_expires_at" timestamp with time zone,
	"opt_out_used_at" timestamp with time zone,
	"client_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_settings" ADD COLUMN "protection_window_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_decided_by_admin_id_admins_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_decided_by_agent_id_agencies_id_fk" FOREIGN KEY ("decided_by_agent_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_agency_created_idx" ON "referrals" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_state_created_idx" ON "referrals" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "referrals_email_key_idx" ON "referrals" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "referrals_phone_key_idx" ON "referrals" USING btree ("phone_key","created_at");--> statement-breakpoint
CREATE INDEX "referrals_appointment_idx" ON "referrals" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "referrals_admin_idx" ON "referrals" USING btree ("decided_by_admin_id");--> statement-breakpoint
CREATE INDEX "referrals_agent_idx" ON "referrals" USING btree ("decided_by_agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_opt_out_hash_uq" ON "referrals" USING btree ("opt_out_token_hash");--> statement-breakpoint
CREATE INDEX "referrals_retention_idx" ON "referrals" USING btree ("updated_at") WHERE "referrals"."client_erased_at" is null;