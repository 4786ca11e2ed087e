CREATE TYPE "public"."consap_answer" AS ENUM('non_valutata', 'non_ammissibile', 'ammissibile_50', 'ammissibile_80', 'ammissibile_85', 'ammissibile_90');--> statement-breakpoint
CREATE TABLE "financing_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"code" text NOT NULL,
	"issued_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" date NOT NULL,
	"buyer" text NOT NULL,
	"max_loan_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"years" integer NOT NULL,
	"annual_rate" double precision NOT NULL,
	"taeg" double precision NOT NULL,
	"ltv" double precision NOT NULL,
	"instalment_cents" integer NOT NULL,
	"number_of_instalments" integer NOT NULL,
	"consap" "consap_answer" NOT NULL,
	"intermediary" text NOT NULL,
	"intermediary_details" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_admin_id" uuid,
	"revoke_reason" text,
	"erased_at" timestamp with time zone,
	CONSTRAINT "financing_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "financing_certificates" ADD CONSTRAINT "financing_certificates_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_certificates" ADD CONSTRAINT "financing_certificates_issued_by_admin_id_admins_id_fk" FOREIGN KEY ("issued_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_certificates" ADD CONSTRAINT "financing_certificates_revoked_by_admin_id_admins_id_fk" FOREIGN KEY ("revoked_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_certificates_appointment_idx" ON "financing_certificates" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "financing_certificates_issued_by_idx" ON "financing_certificates" USING btree ("issued_by_admin_id");--> statement-breakpoint
CREATE INDEX "financing_certificates_revoked_by_idx" ON "financing_certificates" USING btree ("revoked_by_admin_id");