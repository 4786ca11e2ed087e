CREATE TYPE "public"."agency_state" AS ENUM('DA CONFERMARE', 'CONFERMATO');--> statement-breakpoint
CREATE TYPE "public"."appointment_state" AS ENUM('Inserito', 'Fatto Appuntamento', 'Contratto', 'Annullata');--> statement-breakpoint
CREATE TYPE "public"."service_visibility" AS ENUM('public', 'reserved', 'both');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_kind" AS ENUM('verify', 'reset');--> statement-breakpoint
CREATE TABLE "referrers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codice" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"url_photo" text,
	"url_agente" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ragione_sociale" text,
	"nome" text NOT NULL,
	"partita_iva" text,
	"titolare" text,
	"email" text NOT NULL,
	"provincia" text,
	"comune" text,
	"cap" text,
	"indirizzo" text,
	"provenienza" text,
	"cellulare" text,
	"telefono" text,
	"referente_id" uuid,
	"password_hash" text NOT NULL,
	"state" "agency_state" DEFAULT 'DA CONFERMARE' NOT NULL,
	"agente_interno" boolean DEFAULT false NOT NULL,
	"fimaa_register" boolean DEFAULT false NOT NULL,
	"affida" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"erasure_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_id" uuid,
	"state" "appointment_state" DEFAULT 'Inserito' NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"cellulare" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_fatto_appuntamento" timestamp with time zone,
	"payed" boolean DEFAULT false NOT NULL,
	"wc" boolean DEFAULT false NOT NULL,
	"contratto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"requested" boolean DEFAULT true NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"image" text,
	"pdf" text,
	"color" text DEFAULT '#1f4e79' NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"price_with_cents" integer,
	"price_without_cents" integer,
	"visibility" "service_visibility" DEFAULT 'both' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "one_time_token_kind" NOT NULL,
	"agency_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_referente_id_referrers_id_fk" FOREIGN KEY ("referente_id") REFERENCES "public"."referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agent_id_agencies_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_refresh_tokens" ADD CONSTRAINT "admin_refresh_tokens_family_id_admin_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."admin_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_token_families" ADD CONSTRAINT "admin_token_families_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sessions" ADD CONSTRAINT "agency_sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_codice_uq" ON "referrers" USING btree ("codice");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_email_uq" ON "agencies" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_partita_iva_uq" ON "agencies" USING btree ("partita_iva") WHERE "agencies"."partita_iva" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_slug_uq" ON "agencies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "agencies_referente_idx" ON "agencies" USING btree ("referente_id");--> statement-breakpoint
CREATE INDEX "agencies_state_idx" ON "agencies" USING btree ("state");--> statement-breakpoint
CREATE INDEX "agencies_ranking_idx" ON "agencies" USING btree ("agente_interno","points");--> statement-breakpoint
CREATE INDEX "agencies_created_idx" ON "agencies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointments_agency_created_idx" ON "appointments" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_agent_created_idx" ON "appointments" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_state_created_idx" ON "appointments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_agency_service_uq" ON "service_requests" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "service_requests_service_idx" ON "service_requests" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_uq" ON "services" USING btree ("name");--> statement-breakpoint
CREATE INDEX "services_position_idx" ON "services" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_refresh_tokens_hash_uq" ON "admin_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_refresh_tokens_family_idx" ON "admin_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "admin_token_families_admin_idx" ON "admin_token_families" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_uq" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE INDEX "agency_sessions_agency_idx" ON "agency_sessions" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_agency_idx" ON "one_time_tokens" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_agency_idx" ON "consents" USING btree ("agency_id");