ALTER TABLE "breaking" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "breaking" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;