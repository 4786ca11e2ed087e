CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"route" text NOT NULL,
	"key" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_caller_route_key_pk" PRIMARY KEY("caller","route","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");