ALTER TABLE "authors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "breaking" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;