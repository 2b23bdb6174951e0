-- One statement per search (issue 28, decision 0016): the stale-document probe, the spelling lookups and
-- the ranked query run inside search_run(), a PL/pgSQL function whose statements' plans are kept per
-- connection, instead of three or four statements each parsed and planned on every search.
--
-- search_fold: normaliseText() of src/search/normalise.ts in SQL (NFC; invisible characters removed; nukta
-- folded; chandrabindu → anusvara; ॉ → ो, ॅ → े, ऑ → ओ, ऍ → ए, ॲ → अ; a nasal consonant + virama before a
-- consonant → anusvara; dandas → spaces; lower case), for the aliases' expansions, which editors type.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(
    translate(
      normalize(regexp_replace(t, E'[\u034F\uFE00-\uFE0F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]', '', 'g'), NFC),
      E'\u0901\u0949\u0945\u0911\u090D\u0972\u0964\u0965\u093C',
      E'\u0902\u094B\u0947\u0913\u090F\u0905  '),
    E'[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])', E'\u0902', 'g'))
$$;--> statement-breakpoint
-- The words of a text as words() reads them (letters with their marks, digits), normalised.
CREATE FUNCTION search_fold_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}') FROM regexp_split_to_table(search_fold(t),
    E'[^0-9a-z\u00DF-\u00FF\u0100-\u024F\u0900-\u0963\u0966-\u097F]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- The spellings of each query word ({i, word, roman} in `input`), at most six, best first, as one tsquery
-- group (`'a' | 'b' | ('c' & 'd')`) and the words themselves (for the snippets' marks): the same
-- normalised word, the same Latin key, an alias (all its words), else trigram neighbours (similarity ≥
-- 0.4, through the trigram indexes) — and, with prefix_last, words that begin with the last one too.
CREATE FUNCTION search_groups(input jsonb, prefix_last boolean)
RETURNS TABLE (i integer, grp text, words text)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.4 AS $$
#variable_conflict use_column
DECLARE
  last_word int := jsonb_array_length(input) - 1;
BEGIN
  RETURN QUERY
  WITH q AS (SELECT * FROM jsonb_to_recordset(input) AS q(i int, word text, roman text)),
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
-- A whole search in one call. With `fresh`, a stale search document (indexed < wanted) answers one row
-- with stale = true and nothing else: the engine recomputes the documents, then asks again. Otherwise
-- the ranked page (tiers: every query word in the headline, every word anywhere, any word; each tier's
-- newest visible matches through search_newest(); ordered by tier, the headline's rank and trigram
-- likeness, then recency), each row with the marks (the spellings searched) and the total (any-word
-- matches up to total_cap); no hit → one row with the marks and total and no article.
CREATE FUNCTION search_run(
  input jsonb, prefix_last boolean, headline_only boolean, text_key text, roman_key text,
  want_limit int, want_offset int, total_cap int, seen timestamptz,
  want_type text, want_state text, since timestamp, before timestamp, fresh boolean
) RETURNS TABLE (
  stale boolean, marks text, total integer,
  name text, type text, url text, photo text, created_at timestamp, body text
)
LANGUAGE plpgsql STABLE AS $$
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
  IF fresh AND EXISTS (SELECT 1 FROM search_documents d WHERE d.indexed < d.wanted) THEN
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
-- Query words find their spellings through search_groups() now.
DROP FUNCTION search_neighbours(jsonb);
