CREATE TABLE "display_rata_funnel" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"badges" integer DEFAULT 0 NOT NULL,
	"examples" integer DEFAULT 0 NOT NULL,
	"pianos" integer DEFAULT 0 NOT NULL,
	"plans" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "display_rata_funnel_agency_id_day_pk" PRIMARY KEY("agency_id","day"),
	CONSTRAINT "display_rata_funnel_counts_check" CHECK ("display_rata_funnel"."pages" >= 0 and "display_rata_funnel"."badges" >= 0 and "display_rata_funnel"."examples" >= 0 and "display_rata_funnel"."pianos" >= 0 and "display_rata_funnel"."plans" >= 0 and "display_rata_funnel"."leads" >= 0 and "display_rata_funnel"."contracts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "from_display_rata" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "display_rata_funnel" ADD CONSTRAINT "display_rata_funnel_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_rata_funnel_day_idx" ON "display_rata_funnel" USING btree ("day");