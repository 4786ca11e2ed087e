ALTER TYPE "public"."one_time_token_kind" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_agency_idx" ON "audit_log" USING btree ("agency_id");