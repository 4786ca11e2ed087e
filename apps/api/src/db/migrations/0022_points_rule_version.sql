CREATE TABLE "rule_versions" (
	"rule" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The totals already stored were kept in step by the rule of version 1 (decision 011).
INSERT INTO "rule_versions" ("rule", "version") VALUES ('points', 1);
