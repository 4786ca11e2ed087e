CREATE TYPE "public"."rate_source" AS ENUM('default', 'custom');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_rata_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"duration_years" integer DEFAULT 25 NOT NULL,
	"ltv_percent" integer DEFAULT 80 NOT NULL,
	"rate_source" "rate_source" DEFAULT 'default' NOT NULL,
	"custom_rate_bps" integer,
	"color" text DEFAULT '#1f4e79' NOT NULL,
	"label" text DEFAULT 'Rata da' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_rata_settings" ADD CONSTRAINT "display_rata_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;