-- The search functions keep one plan per statement per connection (force_generic_plan): PL/pgSQL would
-- otherwise plan their statements again on each of a session's first calls and whenever a custom plan
-- looks cheaper, and planning search_groups' query cost more than running it. search_groups looks query
-- words up one by one through the vocabulary's indexes (no hash or merge join over all its words).
ALTER FUNCTION search_groups(jsonb, boolean) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION search_groups(jsonb, boolean) SET enable_hashjoin = off;--> statement-breakpoint
ALTER FUNCTION search_groups(jsonb, boolean) SET enable_mergejoin = off;--> statement-breakpoint
-- A GIN index's pending list (fastupdate) is read in full by every search that uses the index, and
-- only VACUUM or a full list merges it: after a bulk indexing it held 4 MB per index (a search read
-- 1,200 pages more). The indexer now merges the lists after each refresh (indexer.ts); these are the
-- entries left by the refreshes before.
CREATE FUNCTION search_merge_pending() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(sum(gin_clean_pending_list(c.oid)), 0)::bigint FROM pg_class c JOIN pg_am a ON a.oid = c.relam
  WHERE a.amname = 'gin' AND c.relname IN ('search_documents_vec_idx', 'search_documents_title_vec_idx',
    'search_documents_title_trgm_idx', 'search_documents_title_roman_trgm_idx', 'search_words_word_trgm_idx',
    'search_words_roman_trgm_idx')
$$;--> statement-breakpoint
SELECT search_merge_pending();--> statement-breakpoint
-- search_run: the stale-document probe goes through the partial index of stale documents (0017's EXISTS
-- was planned as a scan of the whole table: 60 ms on 100,000 articles); its plans are kept.
CREATE OR REPLACE FUNCTION search_run(
  input jsonb, prefix_last boolean, headline_only boolean, text_key text, roman_key text,
  want_limit int, want_offset int, total_cap int, seen timestamptz,
  want_type text, want_state text, since timestamp, before timestamp, fresh boolean
) RETURNS TABLE (
  stale boolean, marks text, total integer,
  name text, type text, url text, photo text, created_at timestamp, body text
)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
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
  any_ids int[];
BEGIN
  IF fresh THEN
    -- Through the partial index of stale documents (EXISTS would be planned as a scan of the table).
    PERFORM 1 FROM search_documents d WHERE d.indexed < d.wanted ORDER BY d.article_id LIMIT 1;
  END IF;
  IF fresh AND FOUND THEN
    RETURN QUERY SELECT true, NULL::text, NULL::int, NULL::text, NULL::text, NULL::text, NULL::text,
      NULL::timestamp, NULL::text;
    RETURN;
  END IF;
  SELECT string_agg('(' || g.grp || ')', ' | '), string_agg('(' || g.grp || ')', ' & '), string_agg(g.words, ' '),
    count(*)
  INTO any_text, all_text, mark_words, groups
  FROM search_groups(input, prefix_last) g;
  IF groups = 0 THEN
    RETURN QUERY SELECT false, ''::text, 0, NULL::text, NULL::text, NULL::text, NULL::text, NULL::timestamp, NULL::text;
    RETURN;
  END IF;
  any_q := to_tsquery('hindi', any_text);
  all_q := to_tsquery('hindi', all_text);
  -- Suggestions count nothing; for one word, its headline matches are all its headline matches.
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
  any_ids := ARRAY(SELECT s.article_id FROM search_newest(headline_only, any_q, newest_day, counted, seen,
    want_type, want_state, since, before) WITH ORDINALITY AS s(article_id, created_at, n) ORDER BY s.n);
  SELECT count(DISTINCT x) INTO found_upper FROM unnest(title_ids || body_ids) AS x;
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
      ts_rank(d.title_vec, any_q) + 0.5 * greatest(similarity(d.title, text_key), word_similarity(roman_key, d.title_roman))
        AS score
    FROM best JOIN search_documents d ON d.article_id = best.article_id
    ORDER BY best.tier DESC, score DESC, d.created_at DESC, d.article_id DESC
    LIMIT want_limit OFFSET want_offset)
  SELECT false, mark_words, cardinality(any_ids), n.name, n.type, n.url, n.photo, n.created_at,
    CASE WHEN headline_only THEN '' ELSE d.body END
  FROM page JOIN news n ON n.id = page.article_id JOIN search_documents d ON d.article_id = page.article_id
  ORDER BY page.tier DESC, page.score DESC, page.created_at DESC, page.article_id DESC;
  IF NOT FOUND THEN
    RETURN QUERY SELECT false, mark_words, cardinality(any_ids), NULL::text, NULL::text, NULL::text, NULL::text,
      NULL::timestamp, NULL::text;
  END IF;
END
$$;--> statement-breakpoint
-- search_newest: bands of 1, 2, 6 and 18 days, then the rest at once. GIN takes a band's day lexemes as
-- the entries to walk (each is rarer than a query word), so a band of 54 or 162 days walked every
-- article of those days: 30-50 ms for a combination of words found a few times a month, where reading
-- the rest at once walks the rarest query word. The date bound of the rest is not one the newest-first
-- index could serve (a kept generic plan would read the table through it). Its plans are kept.
CREATE OR REPLACE FUNCTION search_newest(
  in_title boolean, q tsquery, newest date, want_rows int, seen timestamptz,
  want_type text, want_state text, since timestamp, before timestamp
) RETURNS TABLE (article_id integer, created_at timestamp)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET enable_indexscan = off SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  found_rows int := 0;
  got int;
  lo int := 0;
  hi int := 1;
  band_text text;
  band tsquery;
BEGIN
  IF newest IS NULL OR want_rows <= 0 THEN RETURN; END IF;
  -- The newest match's day and the days before it, in bands of 1, 2, 6 and 18 days, newest first: a
  -- band's day lexemes are rare, so GIN skips through a common word's long posting lists. GIN reads the
  -- posting lists of all a band's days (each rarer than a query word), so a wider band costs more than
  -- reading the query's rarest word: past 27 days the rest is read at once.
  WHILE lo < 27 AND (since IS NULL OR newest - lo >= since::date) LOOP
    band_text := '';
    FOR i IN lo .. hi - 1 LOOP
      band_text := band_text || CASE WHEN i > lo THEN ' | ' ELSE '' END || '''#' || to_char(newest - i, 'YYYYMMDD') || '''';
    END LOOP;
    band := band_text::tsquery;
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
    -- The rest at once when, at the rate found so far, the bands left cannot fill the rows wanted.
    EXIT WHEN found_rows::bigint * 27 < want_rows::bigint * lo;
    hi := hi * 3;
  END LOOP;
  -- Everything older: only rarer words get here, whose posting lists are short.
  IF since IS NOT NULL AND newest - lo < since::date THEN RETURN; END IF;
  IF in_title THEN
    RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
      WHERE d.title_vec @@ q AND d.created_at::date <= newest - lo AND d.shown_from <= seen
        AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
        AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
      ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
  ELSE
    RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
      WHERE d.vec @@ q AND d.created_at::date <= newest - lo AND d.shown_from <= seen
        AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
        AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
      ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
  END IF;
END
$$;
