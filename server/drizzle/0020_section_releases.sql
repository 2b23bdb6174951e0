CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"action" text NOT NULL,
	"manifest" text NOT NULL,
	"build" text,
	"percent" smallint,
	"actor" text NOT NULL,
	"staff_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"figures" jsonb,
	"live_after" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_minutes" (
	"release" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"renders" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"buckets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "render_minutes_release_minute_pk" PRIMARY KEY("release","minute")
);
--> statement-breakpoint
CREATE TABLE "rum_views" (
	"release" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL,
	"lcp" real,
	"inp" real,
	"cls" real,
	"failed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rum_views_release_minute_visitor_pk" PRIMARY KEY("release","minute","visitor")
);
--> statement-breakpoint
CREATE TABLE "section_releases" (
	"section" text PRIMARY KEY NOT NULL,
	"live_release" integer NOT NULL,
	"canary_release" integer,
	"canary_percent" smallint,
	"canary_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_releases" ADD CONSTRAINT "section_releases_live_release_releases_id_fk" FOREIGN KEY ("live_release") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_releases" ADD CONSTRAINT "section_releases_canary_release_releases_id_fk" FOREIGN KEY ("canary_release") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "releases_section_idx" ON "releases" USING btree ("section","id");--> statement-breakpoint
CREATE INDEX "rum_views_minute_idx" ON "rum_views" USING btree ("minute");