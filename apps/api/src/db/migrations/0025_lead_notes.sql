CREATE TYPE "public"."lead_note_role" AS ENUM('agenzia', 'mediatore', 'agente');--> statement-breakpoint
CREATE TYPE "public"."lead_note_side" AS ENUM('agenzia', 'mediatore');--> statement-breakpoint
CREATE TABLE "lead_note_reads" (
	"appointment_id" uuid NOT NULL,
	"side" "lead_note_side" NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_note_reads_appointment_id_side_pk" PRIMARY KEY("appointment_id","side")
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"appointment_id" uuid NOT NULL,
	"role" "lead_note_role" NOT NULL,
	"author_admin_id" uuid,
	"author_agency_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_note_reads" ADD CONSTRAINT "lead_note_reads_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_admin_id_admins_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_agency_id_agencies_id_fk" FOREIGN KEY ("author_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_appointment_idx" ON "lead_notes" USING btree ("appointment_id","seq");--> statement-breakpoint
CREATE INDEX "lead_notes_admin_idx" ON "lead_notes" USING btree ("author_admin_id");--> statement-breakpoint
CREATE INDEX "lead_notes_agency_idx" ON "lead_notes" USING btree ("author_agency_id");