CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tbl" text NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
-- The search thread (src/search/thread/) answers searches from a copy of the tables a search reads. Every
-- statement that changes one of them writes the changed rows' keys here and tells the process
-- (NOTIFY janmat_search_changes, the last number written), which copies those rows across. Only a
-- session that set janmat.search_changes = 'on' writes them: elsewhere (PostgreSQL, PGlite without a
-- thread) the triggers return at once.
CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text;
  written bigint;
BEGIN
  IF current_setting('janmat.search_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  keys := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT r.%I::text AS key FROM written_rows r', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT r.%I::text AS key FROM removed_rows r', TG_ARGV[0])
    ELSE format('SELECT r.%I::text AS key FROM written_rows r UNION SELECT r.%I::text FROM removed_rows r',
      TG_ARGV[0], TG_ARGV[0])
  END;
  EXECUTE format('INSERT INTO search_changes (tbl, key) SELECT %L, k.key FROM (%s) k', TG_TABLE_NAME, keys);
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN
    PERFORM pg_notify('janmat_search_changes', currval(pg_get_serial_sequence('search_changes', 'seq'))::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Three statement triggers (insert, update, delete) on each table a search reads, named by its key.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('news', 'id'), ('search_documents', 'article_id'), ('search_words', 'word'),
    ('search_aliases', 'term'), ('search_glossary', 'term'), ('search_vocabulary', 'id')) AS copied(tbl, key)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_changed(%L)', t.tbl || '_search_changes_in', t.tbl, t.key);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS removed_rows NEW TABLE AS written_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_changed(%L)', t.tbl || '_search_changes_up', t.tbl, t.key);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_changed(%L)', t.tbl || '_search_changes_out', t.tbl, t.key);
  END LOOP;
END
$$;
