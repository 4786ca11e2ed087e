CREATE TABLE "contest_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"end_at" timestamp with time zone,
	"anonymous" boolean DEFAULT true NOT NULL,
	"updated_by_admin_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_settings_singleton_uq" UNIQUE("singleton"),
	CONSTRAINT "contest_settings_singleton_ck" CHECK ("contest_settings"."singleton")
);
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "telefono" text;--> statement-breakpoint
ALTER TABLE "contest_settings" ADD CONSTRAINT "contest_settings_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;