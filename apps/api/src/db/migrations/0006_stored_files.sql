CREATE TABLE "stored_file_chunks" (
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_name_seq_pk" PRIMARY KEY("name","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_name_stored_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- WebP and PDF are compressed already: stored as they are, without a vain compression.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
