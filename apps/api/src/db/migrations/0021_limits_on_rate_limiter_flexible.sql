-- Decision 082: every limit and the login throttle count with rate-limiter-flexible. Its table
-- for PostgreSQL (its own layout, the key as text) is made here, not by the library at run
-- time; the counts of the old table are dropped with it (at worst, a window starts again).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
DROP TABLE "rate_counters" CASCADE;