DROP INDEX "search_documents_vec_simple_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "created_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "shown_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_documents_newest_idx" ON "search_documents" USING btree ("created_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "vec_simple";--> statement-breakpoint
ALTER TABLE "search_documents" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title" SET STORAGE MAIN, ALTER COLUMN "title_roman" SET STORAGE MAIN, ALTER COLUMN "title_vec" SET STORAGE MAIN;--> statement-breakpoint
CREATE FUNCTION search_day(day timestamp) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN day IS NULL THEN ''::tsvector ELSE array_to_tsvector(ARRAY['#' || to_char(day, 'YYYYMMDD')]) END
$$;--> statement-breakpoint
CREATE FUNCTION search_shown_from(status text, publish_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status WHEN 'published' THEN '-infinity'::timestamptz WHEN 'scheduled' THEN publish_at END
$$;--> statement-breakpoint
UPDATE "search_documents" d SET
  created_at = n.created_at, type = n.type, state = n.state, shown_from = search_shown_from(n.status, n.publish_at),
  vec = CASE WHEN d.indexed > 0 THEN d.vec || search_day(n.created_at) ELSE d.vec END,
  title_vec = CASE WHEN d.indexed > 0 THEN d.title_vec || search_day(n.created_at) ELSE d.title_vec END
FROM news n WHERE n.id = d.article_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_article() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean := TG_OP = 'INSERT'
    OR (NEW.name, NEW.des, NEW.type, NEW.state, NEW.subtype, NEW.reporter, NEW.created_at)
       IS DISTINCT FROM (OLD.name, OLD.des, OLD.type, OLD.state, OLD.subtype, OLD.reporter, OLD.created_at);
BEGIN
  INSERT INTO search_documents (article_id, created_at, type, state, shown_from)
  VALUES (NEW.id, NEW.created_at, NEW.type, NEW.state, search_shown_from(NEW.status, NEW.publish_at))
  ON CONFLICT (article_id) DO UPDATE SET
    wanted = search_documents.wanted + CASE WHEN changed THEN 1 ELSE 0 END,
    created_at = EXCLUDED.created_at, type = EXCLUDED.type, state = EXCLUDED.state, shown_from = EXCLUDED.shown_from;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER news_search_mark ON news;--> statement-breakpoint
CREATE TRIGGER news_search_mark AFTER INSERT OR UPDATE OF name, des, type, state, subtype, reporter, created_at, status, publish_at
  ON news FOR EACH ROW EXECUTE FUNCTION search_mark_article();--> statement-breakpoint
CREATE FUNCTION search_newest(
  in_title boolean, q tsquery, newest date, want_rows int, seen timestamptz,
  want_type text, want_state text, since timestamp, before timestamp
) RETURNS TABLE (article_id integer, created_at timestamp)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $$
#variable_conflict use_column
DECLARE
  found_rows int := 0;
  got int;
  lo int := 0;
  hi int := 1;
  band tsquery;
BEGIN
  IF newest IS NULL OR want_rows <= 0 THEN RETURN; END IF;
  -- The newest match's day and the days before it, in bands of 1, 2, 6, 18, 54 and 162 days, newest
  -- first: a band's day lexemes are rare, so GIN skips through a common word's long posting lists.
  WHILE lo < 243 AND (since IS NULL OR newest - lo >= since::date) LOOP
    SELECT string_agg(quote_literal('#' || to_char(newest - i, 'YYYYMMDD')), ' | ')::tsquery INTO band
    FROM generate_series(lo, hi - 1) AS i;
    IF in_title THEN
      RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
        WHERE d.title_vec @@ (q && band) AND d.shown_from <= seen
          AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
          AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
        ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
    ELSE
      RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
        WHERE d.vec @@ (q && band) AND d.shown_from <= seen
          AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
          AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
        ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
    END IF;
    GET DIAGNOSTICS got = ROW_COUNT;
    found_rows := found_rows + got;
    IF found_rows >= want_rows THEN RETURN; END IF;
    lo := hi;
    hi := hi * 3;
  END LOOP;
  -- Everything older: only rarer words get here, whose posting lists are short.
  IF since IS NOT NULL AND newest - lo < since::date THEN RETURN; END IF;
  IF in_title THEN
    RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
      WHERE d.title_vec @@ q AND d.created_at < (newest - lo + 1)::timestamp AND d.shown_from <= seen
        AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
        AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
      ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
  ELSE
    RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
      WHERE d.vec @@ q AND d.created_at < (newest - lo + 1)::timestamp AND d.shown_from <= seen
        AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
        AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
      ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_neighbours(input jsonb)
RETURNS TABLE (i integer, word text, sim double precision, alias boolean)
LANGUAGE sql STABLE SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.4 AS $$
  -- Words of the vocabulary close to each query word (trigram similarity at least 0.4, through the
  -- trigram indexes), and for the word being typed those that begin with it (through the btree ranges).
  WITH q AS (SELECT * FROM jsonb_to_recordset(input) AS q(i int, word text, roman text, prefix boolean))
  SELECT q.i, f.word, f.sim, false FROM q CROSS JOIN LATERAL (
    SELECT w.word, greatest(similarity(w.word, q.word), similarity(w.roman, q.roman))::float8 AS sim
    FROM search_words w
    WHERE w.word % q.word OR (q.roman <> '' AND w.roman % q.roman)
    ORDER BY 2 DESC LIMIT 4) f
  UNION ALL
  SELECT q.i, p.word, 0.8::float8, false FROM q CROSS JOIN LATERAL (
    SELECT w.word FROM search_words w
    WHERE q.prefix AND ((w.word ~>=~ q.word AND w.word ~<~ (q.word || chr(1114111)))
      OR (length(q.roman) >= 2 AND w.roman ~>=~ q.roman AND w.roman ~<~ (q.roman || chr(1114111))))
    ORDER BY length(w.word) LIMIT 8) p
$$;
