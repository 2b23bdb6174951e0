ALTER TABLE "search_documents" ADD COLUMN "title_vec" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_title_vec_idx" ON "search_documents" USING gin ("title_vec");--> statement-breakpoint
UPDATE "search_documents" SET "wanted" = "wanted" + 1;
