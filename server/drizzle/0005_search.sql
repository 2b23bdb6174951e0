CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_aliases" (
	"term" text PRIMARY KEY NOT NULL,
	"expansion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"wanted" integer DEFAULT 1 NOT NULL,
	"indexed" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_roman" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"vec" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"vec_simple" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"roman" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_article_id_news_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_vec_idx" ON "search_documents" USING gin ("vec");--> statement-breakpoint
CREATE INDEX "search_documents_vec_simple_idx" ON "search_documents" USING gin ("vec_simple");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_roman_trgm_idx" ON "search_documents" USING gin ("title_roman" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_stale_idx" ON "search_documents" USING btree ("article_id") WHERE "search_documents"."indexed" < "search_documents"."wanted";--> statement-breakpoint
CREATE INDEX "search_words_roman_idx" ON "search_words" USING btree ("roman" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_roman_trgm_idx" ON "search_words" USING gin ("roman" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION search_mark_article() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_documents (article_id) VALUES (NEW.id)
  ON CONFLICT (article_id) DO UPDATE SET wanted = search_documents.wanted + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER news_search_mark AFTER INSERT OR UPDATE OF name, des, type, state, subtype, reporter ON news
  FOR EACH ROW EXECUTE FUNCTION search_mark_article();--> statement-breakpoint
CREATE FUNCTION search_mark_named() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS NOT DISTINCT FROM OLD.name THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'authors' THEN
    UPDATE search_documents d SET wanted = d.wanted + 1 FROM news n WHERE n.id = d.article_id AND n.reporter = NEW.id;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE search_documents d SET wanted = d.wanted + 1 FROM news n, categories c
    WHERE n.id = d.article_id AND c.id = NEW.id AND n.type = CASE WHEN c.c_code = 'state' THEN 'states' ELSE c.c_code END;
  ELSIF TG_TABLE_NAME = 'states' THEN
    UPDATE search_documents d SET wanted = d.wanted + 1 FROM news n, states s
    WHERE n.id = d.article_id AND s.id = NEW.id AND n.state = s.code;
  ELSE
    UPDATE search_documents d SET wanted = d.wanted + 1 FROM news n, subcategories s
    WHERE n.id = d.article_id AND s.id = NEW.id AND n.subtype = s.s_code;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER authors_search_mark AFTER UPDATE OF name ON authors FOR EACH ROW EXECUTE FUNCTION search_mark_named();--> statement-breakpoint
CREATE TRIGGER categories_search_mark AFTER UPDATE OF name ON categories FOR EACH ROW EXECUTE FUNCTION search_mark_named();--> statement-breakpoint
CREATE TRIGGER states_search_mark AFTER UPDATE OF name ON states FOR EACH ROW EXECUTE FUNCTION search_mark_named();--> statement-breakpoint
CREATE TRIGGER subcategories_search_mark AFTER UPDATE OF name ON subcategories FOR EACH ROW EXECUTE FUNCTION search_mark_named();--> statement-breakpoint
INSERT INTO search_documents (article_id) SELECT id FROM news;--> statement-breakpoint
INSERT INTO search_aliases (term, expansion) VALUES
  ('bjp', 'भाजपा'), ('बीजेपी', 'भाजपा'), ('भाजपा', 'बीजेपी'),
  ('congress', 'कांग्रेस'), ('inc', 'कांग्रेस'),
  ('aap', 'आम आदमी पार्टी'), ('बसपा', 'बहुजन समाज पार्टी'), ('bsp', 'बसपा'), ('sp', 'समाजवादी पार्टी'), ('सपा', 'समाजवादी पार्टी'),
  ('nda', 'एनडीए'), ('upa', 'यूपीए'),
  ('up', 'उत्तर प्रदेश'), ('यूपी', 'उत्तर प्रदेश'), ('mp', 'मध्य प्रदेश'), ('एमपी', 'मध्य प्रदेश'),
  ('hp', 'हिमाचल प्रदेश'), ('jk', 'जम्मू कश्मीर'), ('delhi', 'दिल्ली'), ('mumbai', 'मुंबई'), ('bombay', 'मुंबई'),
  ('gst', 'जीएसटी'), ('evm', 'ईवीएम'), ('dap', 'डीएपी'), ('grap', 'ग्रैप'), ('msp', 'न्यूनतम समर्थन मूल्य'),
  ('ec', 'चुनाव आयोग'), ('eci', 'चुनाव आयोग'), ('cm', 'मुख्यमंत्री'), ('pm', 'प्रधानमंत्री'),
  ('sc', 'सर्वोच्च न्यायालय'), ('hc', 'उच्च न्यायालय'), ('rbi', 'रिज़र्व बैंक'), ('ev', 'इलेक्ट्रिक'),
  ('fdi', 'विदेशी निवेश'), ('aqi', 'वायु गुणवत्ता'), ('fpi', 'विदेशी निवेशक')
ON CONFLICT (term) DO NOTHING;
