CREATE TABLE "mortgage_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"values" jsonb NOT NULL,
	"effective_from" date NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mortgage_conditions" ADD CONSTRAINT "mortgage_conditions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mortgage_conditions_effective_idx" ON "mortgage_conditions" USING btree ("effective_from","created_at");--> statement-breakpoint
CREATE INDEX "mortgage_conditions_admin_idx" ON "mortgage_conditions" USING btree ("admin_id");