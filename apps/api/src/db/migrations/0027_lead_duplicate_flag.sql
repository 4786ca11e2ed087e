ALTER TABLE "appointments" ADD COLUMN "duplicate_of_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "duplicate_of_referral_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "duplicate_of_appointment_id" uuid;