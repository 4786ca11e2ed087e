CREATE TABLE "agency_mail_prefs" (
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_mail_prefs_agency_id_kind_pk" PRIMARY KEY("agency_id","kind")
);
--> statement-breakpoint
ALTER TABLE "agency_mail_prefs" ADD CONSTRAINT "agency_mail_prefs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;