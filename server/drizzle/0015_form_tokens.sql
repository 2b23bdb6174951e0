ALTER TABLE "contacts" ADD COLUMN "form_token" text;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "form_token" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_form_token_unique" UNIQUE("form_token");--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_form_token_unique" UNIQUE("form_token");