CREATE TYPE "public"."export_kind" AS ENUM('appuntamentiCsv', 'appuntamentiXlsx', 'agenzieCsv', 'agenzieXlsx');--> statement-breakpoint
CREATE TABLE "export_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"kind" "export_kind" NOT NULL,
	"params" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_links" ADD CONSTRAINT "export_links_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_links_hash_uq" ON "export_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "export_links_admin_idx" ON "export_links" USING btree ("admin_id");