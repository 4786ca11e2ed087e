ALTER TABLE "agencies" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_retention_idx" ON "appointments" USING btree ("updated_at") WHERE "appointments"."client_erased_at" is null;