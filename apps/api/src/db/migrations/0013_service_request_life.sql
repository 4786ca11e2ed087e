CREATE TYPE "public"."service_request_state" AS ENUM('inviata', 'presa_in_carico', 'completata', 'rifiutata');--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "state" "service_request_state" DEFAULT 'inviata' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "owner_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "updated_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_owner_admin_id_admins_id_fk" FOREIGN KEY ("owner_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_state_idx" ON "service_requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "service_requests_owner_idx" ON "service_requests" USING btree ("owner_admin_id");