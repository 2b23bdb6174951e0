-- search_run_kept (0024) reads each page row's search document once: the page's ranking already joins it, so
-- the body (a results page's snippets; '' for suggestions) is taken there instead of by a second look-up of
-- every row's document after the ranking. What a search finds and answers is unchanged.
CREATE OR REPLACE FUNCTION search_run_kept(
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
    SELECT coalesce(jsonb_agg(jsonb_build_object('i', g.i, 'grp', g.grp, 'words', g.words, 'reading', g.reading)), '[]')
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
        AS score, CASE WHEN headline_only THEN '' ELSE d.body END AS body
    FROM best JOIN search_documents d ON d.article_id = best.article_id
    ORDER BY best.tier DESC, score DESC, d.created_at DESC, d.article_id DESC
    LIMIT want_limit OFFSET want_offset)
  SELECT false, current_version, looked, mark_words, cardinality(any_ids), n.name, n.type, n.url, n.photo,
    n.created_at, page.body
  FROM page JOIN news n ON n.id = page.article_id
  ORDER BY page.tier DESC, page.score DESC, page.created_at DESC, page.article_id DESC;
  IF NOT FOUND THEN
    RETURN QUERY SELECT false, current_version, looked, mark_words, cardinality(any_ids), NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::timestamp, NULL::text;
  END IF;
END
$$;
