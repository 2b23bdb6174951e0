ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "changed_since_submit" boolean DEFAULT false NOT NULL;