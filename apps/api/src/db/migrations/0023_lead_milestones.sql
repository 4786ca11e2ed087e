CREATE TYPE "public"."lead_step" AS ENUM('consulenza', 'documenti', 'istruttoria', 'perizia', 'delibera', 'rogito');--> statement-breakpoint
CREATE TABLE "lead_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"step" "lead_step" NOT NULL,
	"day" date,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid,
	"updated_by_agency_id" uuid
);
--> statement-breakpoint
ALTER TABLE "lead_milestones" ADD CONSTRAINT "lead_milestones_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_milestones" ADD CONSTRAINT "lead_milestones_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_milestones" ADD CONSTRAINT "lead_milestones_updated_by_agency_id_agencies_id_fk" FOREIGN KEY ("updated_by_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_milestones_appointment_step_uq" ON "lead_milestones" USING btree ("appointment_id","step");--> statement-breakpoint
CREATE INDEX "lead_milestones_admin_idx" ON "lead_milestones" USING btree ("updated_by_admin_id");--> statement-breakpoint
CREATE INDEX "lead_milestones_agency_idx" ON "lead_milestones" USING btree ("updated_by_agency_id");