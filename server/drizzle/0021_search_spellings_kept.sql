CREATE TABLE "search_vocabulary" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- The spellings of query words are kept by the engine between searches (src/search/spellings.ts): a
-- word's spellings change only when the vocabulary does, so search_vocabulary holds a version raised by
-- every word that joins search_words and every alias added, changed or removed. A search passes the
-- version its kept spellings were found at; search_run_kept() uses them only while it is current.
INSERT INTO search_vocabulary (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE FUNCTION search_vocabulary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_vocabulary SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Words: only when a statement really added one (the indexer's ON CONFLICT DO NOTHING mostly adds none).
CREATE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added) THEN
    UPDATE search_vocabulary SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_added AFTER INSERT ON search_words REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();--> statement-breakpoint
CREATE TRIGGER search_words_changed AFTER UPDATE OR DELETE OR TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_changed();--> statement-breakpoint
CREATE TRIGGER search_aliases_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_aliases
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_changed();--> statement-breakpoint
-- search_groups: words marked `known` (their spellings kept by the engine) are not looked up; a prefix
-- word of one or two letters is not looked up by trigrams (none reaches the 0.4 likeness; checking the
-- hundreds of words that share its first trigram cost most of a suggestion's lookup).
CREATE OR REPLACE FUNCTION search_groups(input jsonb, prefix_last boolean)
RETURNS TABLE (i integer, grp text, words text)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.4
  SET plan_cache_mode = force_generic_plan SET enable_hashjoin = off SET enable_mergejoin = off AS $$
#variable_conflict use_column
DECLARE
  last_word int := jsonb_array_length(input) - 1;
BEGIN
  RETURN QUERY
  WITH q AS (SELECT q.i, q.word, q.roman FROM jsonb_to_recordset(input) AS q(i int, word text, roman text, known boolean)
    WHERE q.known IS NOT TRUE),
  found AS (
    SELECT q.i, ARRAY[w.word] AS ws, 1.0::float8 AS sim, 0 AS kind FROM q JOIN search_words w ON w.word = q.word
    UNION ALL
    SELECT q.i, ARRAY[w.word], 0.9::float8, 1 FROM q JOIN search_words w ON w.roman = q.roman
      WHERE q.roman <> '' AND w.word <> q.word
    UNION ALL
    SELECT q.i, search_fold_words(a.expansion), 1.0::float8, 2 FROM q JOIN search_aliases a ON a.term = q.word),
  missing AS (
    SELECT q.i, q.word, q.roman, prefix_last AND q.i = last_word AS prefix FROM q
    WHERE (prefix_last AND q.i = last_word) OR NOT EXISTS (SELECT 1 FROM found f WHERE f.i = q.i AND f.kind < 2)),
  near AS (
    SELECT m.i, ARRAY[f.word] AS ws, f.sim, 3 AS kind FROM missing m CROSS JOIN LATERAL (
      SELECT w.word, greatest(similarity(w.word, m.word), similarity(w.roman, m.roman))::float8 AS sim
      FROM search_words w
      WHERE w.word % m.word OR (m.roman <> '' AND w.roman % m.roman)
      ORDER BY 2 DESC LIMIT 4) f
    WHERE NOT m.prefix OR length(m.word) >= 3
    UNION ALL
    SELECT m.i, ARRAY[p.word], 0.8::float8, 4 FROM missing m CROSS JOIN LATERAL (
      SELECT w.word FROM search_words w
      WHERE m.prefix AND ((w.word ~>=~ m.word AND w.word ~<~ (m.word || chr(1114111)))
        OR (length(m.roman) >= 2 AND w.roman ~>=~ m.roman AND w.roman ~<~ (m.roman || chr(1114111))))
      ORDER BY length(w.word) LIMIT 8) p),
  best AS (
    SELECT DISTINCT ON (e.i, e.ws) e.i, e.ws, e.sim, e.kind
    FROM (SELECT * FROM found UNION ALL SELECT * FROM near) e
    WHERE cardinality(e.ws) > 0
    ORDER BY e.i, e.ws, e.sim DESC, e.kind),
  numbered AS (
    SELECT b.*, row_number() OVER (PARTITION BY b.i ORDER BY b.sim DESC, b.kind, length(array_to_string(b.ws, ' ')), b.ws) AS n FROM best b)
  SELECT n.i,
    string_agg(CASE WHEN cardinality(n.ws) = 1 THEN quote_literal(n.ws[1])
      ELSE '(' || array_to_string(ARRAY(SELECT quote_literal(x) FROM unnest(n.ws) x), ' & ') || ')' END,
      ' | ' ORDER BY n.n),
    string_agg(array_to_string(n.ws, ' '), ' ' ORDER BY n.n)
  FROM numbered n WHERE n.n <= 6
  GROUP BY n.i ORDER BY n.i;
END
$$;--> statement-breakpoint
-- search_run_kept: search_run (0019) with kept spellings, under a name of its own (an overload would
-- make the calls of the version before ambiguous while its servers are replaced; the 0019 function
-- stays for them). `input`'s words may carry `known`, `grp` and `words` (their kept spellings, `grp`
-- null for a word that has none), found at vocabulary version `vocabulary`; when that is not the
-- current version they are looked up again like the others. Each row also answers the current version
-- and the spellings looked up this time (`[{i, grp, words}]`, the words without spellings left out),
-- for the engine to keep. Suggestions (headline_only) read the any-word tier only when the every-word
-- headlines do not fill the page (they count no total). Within a tier a headline is scored by its rank
-- and the likeness of its Latin key to the query's (word_similarity; 0019 also took the Devanagari
-- texts' similarity, which cost as much again and changed no evaluation query's place).
CREATE FUNCTION search_run_kept(
  input jsonb, vocabulary bigint, prefix_last boolean, headline_only boolean, roman_key text,
  want_limit int, want_offset int, total_cap int, seen timestamptz,
  want_type text, want_state text, since timestamp, before timestamp, fresh boolean
) RETURNS TABLE (
  stale boolean, version bigint, spellings jsonb, marks text, total integer,
  name text, type text, url text, photo text, created_at timestamp, body text
)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  current_version bigint;
  lookup jsonb := input;
  looked jsonb;
  any_text text;
  all_text text;
  mark_words text;
  groups int;
  any_q tsquery;
  all_q tsquery;
  newest_day date;
  need int := want_offset + want_limit;
  pool int := want_offset + want_limit + 10;
  counted int;
  found_upper int;
  title_ids int[];
  body_ids int[] := '{}';
  any_ids int[] := '{}';
BEGIN
  IF fresh THEN
    PERFORM 1 FROM search_documents d WHERE d.indexed < d.wanted ORDER BY d.article_id LIMIT 1;
  END IF;
  IF fresh AND FOUND THEN
    RETURN QUERY SELECT true, NULL::bigint, NULL::jsonb, NULL::text, NULL::int, NULL::text, NULL::text, NULL::text,
      NULL::text, NULL::timestamp, NULL::text;
    RETURN;
  END IF;
  SELECT v.version INTO current_version FROM search_vocabulary v WHERE v.id = 1;
  IF vocabulary IS DISTINCT FROM current_version THEN
    -- Kept at another version: every word is looked up.
    lookup := (SELECT coalesce(jsonb_agg(x - 'known'), '[]') FROM jsonb_array_elements(input) x);
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(lookup) x WHERE (x->>'known')::boolean IS NOT TRUE) THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('i', g.i, 'grp', g.grp, 'words', g.words)), '[]')
    INTO looked FROM search_groups(lookup, prefix_last) g;
  ELSE
    looked := '[]';
  END IF;
  SELECT string_agg('(' || g.grp || ')', ' | ' ORDER BY g.i), string_agg('(' || g.grp || ')', ' & ' ORDER BY g.i),
    string_agg(g.words, ' ' ORDER BY g.i), count(*)
  INTO any_text, all_text, mark_words, groups
  FROM (
    SELECT (x->>'i')::int AS i, x->>'grp' AS grp, x->>'words' AS words FROM jsonb_array_elements(lookup) x
    WHERE (x->>'known')::boolean AND x->>'grp' IS NOT NULL
    UNION ALL
    SELECT (x->>'i')::int, x->>'grp', x->>'words' FROM jsonb_array_elements(looked) x) g;
  IF groups = 0 THEN
    RETURN QUERY SELECT false, current_version, looked, ''::text, 0, NULL::text, NULL::text, NULL::text, NULL::text,
      NULL::timestamp, NULL::text;
    RETURN;
  END IF;
  any_q := to_tsquery('hindi', any_text);
  all_q := to_tsquery('hindi', all_text);
  counted := CASE WHEN headline_only THEN CASE WHEN groups = 1 THEN 0 ELSE pool END ELSE total_cap END;
  SELECT d.created_at::date INTO newest_day FROM search_documents d
  WHERE d.shown_from <= seen AND d.created_at IS NOT NULL AND (before IS NULL OR d.created_at < before)
  ORDER BY d.created_at DESC NULLS LAST, d.article_id DESC NULLS LAST LIMIT 1;

  title_ids := ARRAY(SELECT s.article_id FROM search_newest(true, all_q, newest_day, pool, seen,
    want_type, want_state, since, before) WITH ORDINALITY AS s(article_id, created_at, n) ORDER BY s.n);
  IF NOT headline_only AND groups > 1 AND cardinality(title_ids) < need THEN
    body_ids := ARRAY(SELECT s.article_id FROM search_newest(false, all_q, newest_day, pool, seen,
      want_type, want_state, since, before) WITH ORDINALITY AS s(article_id, created_at, n) ORDER BY s.n);
  END IF;
  SELECT count(DISTINCT x) INTO found_upper FROM unnest(title_ids || body_ids) AS x;
  IF NOT headline_only OR found_upper < need THEN
    any_ids := ARRAY(SELECT s.article_id FROM search_newest(headline_only, any_q, newest_day, counted, seen,
      want_type, want_state, since, before) WITH ORDINALITY AS s(article_id, created_at, n) ORDER BY s.n);
  END IF;
  RETURN QUERY
  WITH best AS (
    SELECT u.article_id, max(u.tier) AS tier
    FROM (
      SELECT t AS article_id, 3 AS tier FROM unnest(title_ids) AS t
      UNION ALL SELECT b, 2 FROM unnest(body_ids) AS b
      UNION ALL SELECT a.id, 1 FROM unnest(any_ids) WITH ORDINALITY AS a(id, n)
        WHERE found_upper < need AND a.n <= pool) u
    GROUP BY u.article_id),
  page AS (
    SELECT best.article_id, best.tier, d.created_at,
      ts_rank(d.title_vec, any_q) + 0.5 * word_similarity(roman_key, d.title_roman)
        AS score
    FROM best JOIN search_documents d ON d.article_id = best.article_id
    ORDER BY best.tier DESC, score DESC, d.created_at DESC, d.article_id DESC
    LIMIT want_limit OFFSET want_offset)
  SELECT false, current_version, looked, mark_words, cardinality(any_ids), n.name, n.type, n.url, n.photo,
    n.created_at, CASE WHEN headline_only THEN '' ELSE d.body END
  FROM page JOIN news n ON n.id = page.article_id JOIN search_documents d ON d.article_id = page.article_id
  ORDER BY page.tier DESC, page.score DESC, page.created_at DESC, page.article_id DESC;
  IF NOT FOUND THEN
    RETURN QUERY SELECT false, current_version, looked, mark_words, cardinality(any_ids), NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::timestamp, NULL::text;
  END IF;
END
$$;
