CREATE TABLE "push_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"push_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"image" text,
	"topics" text[] NOT NULL,
	"held_topics" text[] NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"topics" text[] NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_push_id_push_log_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."push_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_log" ADD CONSTRAINT "push_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_jobs_next_try_at_idx" ON "push_jobs" USING btree ("next_try_at");--> statement-breakpoint
CREATE INDEX "push_log_created_at_idx" ON "push_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_topics_idx" ON "push_subscriptions" USING gin ("topics");