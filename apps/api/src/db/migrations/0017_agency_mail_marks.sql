CREATE TABLE "agency_mail_marks" (
	"agency_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"milestone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_mail_marks_agency_id_appointment_id_kind_milestone_pk" PRIMARY KEY("agency_id","appointment_id","kind","milestone")
);
--> statement-breakpoint
ALTER TABLE "agency_mail_marks" ADD CONSTRAINT "agency_mail_marks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_mail_marks" ADD CONSTRAINT "agency_mail_marks_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_mail_marks_appointment_idx" ON "agency_mail_marks" USING btree ("appointment_id");