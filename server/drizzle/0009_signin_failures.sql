CREATE TABLE "signin_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "signin_failures_last_idx" ON "signin_failures" USING btree ("last_failed_at");