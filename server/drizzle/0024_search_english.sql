-- English typed for Hindi (decision 0024). search_sound: the sound of a Latin key (a romanised word's, or an
-- English spelling folded by foldLatin), so that English spellings of loanwords meet the Hindi word:
-- school → skul, police → pulis, budget → bajat, hospital → aspatal all sound `skal`, `palas`, `bajat`,
-- `aspatal`. English spellings are read as they sound (igh → i, sch → sk, ti/si/ci before a vowel → sh,
-- dg → j, ck → k, c before e/i/y → s, other c → k unless ch, g before e/i/y → j, ph → f), every h dropped
-- (aspirates and silent h), a silent final e after a vowel and a consonant dropped, every run of vowels
-- (y too) one `a`, doubled letters one. Under three letters, or no consonant: no sound (null).
CREATE FUNCTION search_sound(roman text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(s) >= 3 AND s ~ '[^a0-9]' THEN s END FROM (
    SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(regexp_replace(coalesce(roman, ''),
        'igh', 'i', 'g'),
        'sch', 'sk', 'g'),
        '[tsc]i(?=[aou])', 'sh', 'g'),
        'dg', 'j', 'g'),
        'ck', 'k', 'g'),
        'c(?=[eiy])', 's', 'g'),
        'c(?!h)', 'k', 'g'),
        'g(?=[eiy])', 'j', 'g'),
        'ph', 'f', 'g'),
        'h', '', 'g'),
        '([aeiouy][^aeiouy])e$', '\1'),
        '[aeiouy]+', 'a', 'g'),
        '(.)\1+', '\1', 'g'),
        '[^a-z0-9]', '', 'g') AS s) k
$$;--> statement-breakpoint
CREATE TABLE "search_glossary" (
	"term" text PRIMARY KEY NOT NULL,
	"hindi" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "sound" text GENERATED ALWAYS AS (search_sound(roman)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_sound_idx" ON "search_words" USING btree ("sound");--> statement-breakpoint
-- Glossary changes are vocabulary changes: the spellings engines kept lapse.
CREATE TRIGGER search_glossary_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_glossary
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_changed();--> statement-breakpoint
-- search_groups (0021) with English: each word's group and words as before, and its reading (the
-- words of its best spelling: what a Latin word was read as, `school` → स्कूल). New spellings:
-- * a glossary entry of two or three query words in a row (`election commission`, `chief minister`)
--   is the only spelling of each of them: any of its Hindi forms (all of a form's words present);
-- * a glossary entry of one word (`parliament`, `bjp`) unless an editor's alias has that term, which
--   wins: its forms, the usual first, beside the word's own spellings; it stands for a found word (no
--   trigram neighbours);
-- * a Latin word with no word or Latin key of its own in the vocabulary: the words that sound like it
--   (search_sound, at most 3, the likest Latin key first), ranked below the glossary's and above
--   trigram neighbours. A word being typed (the suggestion's last) is sounded once it has four letters.
DROP FUNCTION search_groups(jsonb, boolean);--> statement-breakpoint
CREATE FUNCTION search_groups(input jsonb, prefix_last boolean)
RETURNS TABLE (i integer, grp text, words text, reading text)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET pg_trgm.similarity_threshold = 0.4
  SET plan_cache_mode = force_generic_plan SET enable_hashjoin = off SET enable_mergejoin = off AS $$
#variable_conflict use_column
DECLARE
  last_word int := jsonb_array_length(input) - 1;
BEGIN
  RETURN QUERY
  WITH qa AS (SELECT q.i, q.word, q.roman, q.known IS TRUE AS known
    FROM jsonb_to_recordset(input) AS q(i int, word text, roman text, known boolean)),
  phrase AS (
    SELECT a.i AS first, a.i + n.len - 1 AS last, g.hindi FROM qa a CROSS JOIN (VALUES (2), (3)) AS n(len)
    JOIN search_glossary g ON g.term = (SELECT string_agg(b.word, ' ' ORDER BY b.i) FROM qa b
      WHERE b.i BETWEEN a.i AND a.i + n.len - 1 HAVING count(*) = n.len)),
  q AS (SELECT qa.i, qa.word, qa.roman, qa.word !~ '[\u0900-\u097F]' AS latin,
      EXISTS (SELECT 1 FROM phrase p WHERE qa.i BETWEEN p.first AND p.last) AS covered
    FROM qa WHERE NOT qa.known),
  glossed AS (
    SELECT q.i, p.hindi FROM q JOIN phrase p ON q.i BETWEEN p.first AND p.last
    UNION ALL
    SELECT q.i, g.hindi FROM q JOIN search_glossary g ON g.term = q.word
    WHERE NOT q.covered AND NOT EXISTS (SELECT 1 FROM search_aliases a WHERE a.term = q.word)),
  found AS (
    SELECT q.i, ARRAY[w.word] AS ws, 1.0::float8 AS sim, 0 AS kind, 0::bigint AS ord FROM q
      JOIN search_words w ON w.word = q.word WHERE NOT q.covered
    UNION ALL
    SELECT q.i, ARRAY[w.word], 0.9::float8, 1, 0 FROM q JOIN search_words w ON w.roman = q.roman
      WHERE q.roman <> '' AND w.word <> q.word AND NOT q.covered
    UNION ALL
    SELECT q.i, search_fold_words(a.expansion), 1.0::float8, 2, 0 FROM q JOIN search_aliases a ON a.term = q.word
      WHERE NOT q.covered
    UNION ALL
    SELECT g.i, search_fold_words(f.form), 1.0::float8, 2, f.n FROM glossed g
      CROSS JOIN LATERAL unnest(string_to_array(g.hindi, ',')) WITH ORDINALITY AS f(form, n)),
  missing AS (
    SELECT q.i, q.word, q.roman, q.latin, prefix_last AND q.i = last_word AS prefix,
      EXISTS (SELECT 1 FROM found f WHERE f.i = q.i AND f.kind < 2) AS own,
      EXISTS (SELECT 1 FROM glossed g WHERE g.i = q.i) AS glossary
    FROM q WHERE NOT q.covered),
  near AS (
    SELECT m.i, ARRAY[f.word] AS ws, f.sim, 3 AS kind, 0::bigint AS ord FROM missing m CROSS JOIN LATERAL (
      SELECT w.word, greatest(similarity(w.word, m.word), similarity(w.roman, m.roman))::float8 AS sim
      FROM search_words w
      WHERE w.word % m.word OR (m.roman <> '' AND w.roman % m.roman)
      ORDER BY 2 DESC LIMIT 4) f
    WHERE (m.prefix OR NOT (m.own OR m.glossary)) AND (NOT m.prefix OR length(m.word) >= 3)
    UNION ALL
    SELECT m.i, ARRAY[p.word], 0.8::float8, 4, 0 FROM missing m CROSS JOIN LATERAL (
      SELECT w.word FROM search_words w
      WHERE m.prefix AND ((w.word ~>=~ m.word AND w.word ~<~ (m.word || chr(1114111)))
        OR (length(m.roman) >= 2 AND w.roman ~>=~ m.roman AND w.roman ~<~ (m.roman || chr(1114111))))
      ORDER BY length(w.word) LIMIT 8) p
    UNION ALL
    SELECT m.i, ARRAY[s.word], 0.85::float8, 2, 0 FROM missing m CROSS JOIN LATERAL (
      SELECT w.word FROM search_words w
      WHERE w.sound = search_sound(m.roman)
      ORDER BY similarity(w.roman, m.roman) DESC, length(w.word) LIMIT 3) s
    WHERE m.latin AND NOT m.own AND (NOT m.prefix OR length(m.word) >= 4)),
  best AS (
    SELECT DISTINCT ON (e.i, e.ws) e.i, e.ws, e.sim, e.kind, e.ord
    FROM (SELECT * FROM found UNION ALL SELECT * FROM near) e
    WHERE cardinality(e.ws) > 0
    ORDER BY e.i, e.ws, e.sim DESC, e.kind, e.ord),
  numbered AS (
    SELECT b.*, row_number() OVER (PARTITION BY b.i
      ORDER BY b.sim DESC, b.kind, b.ord, length(array_to_string(b.ws, ' ')), b.ws) AS n FROM best b)
  SELECT n.i,
    string_agg(CASE WHEN cardinality(n.ws) = 1 THEN quote_literal(n.ws[1])
      ELSE '(' || array_to_string(ARRAY(SELECT quote_literal(x) FROM unnest(n.ws) x), ' & ') || ')' END,
      ' | ' ORDER BY n.n),
    string_agg(array_to_string(n.ws, ' '), ' ' ORDER BY n.n),
    min(array_to_string(n.ws, ' ')) FILTER (WHERE n.n = 1)
  FROM numbered n WHERE n.n <= 6
  GROUP BY n.i ORDER BY n.i;
END
$$;--> statement-breakpoint
-- search_run_kept (0021) answers each looked-up word's reading with its spellings.
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
$$;--> statement-breakpoint
-- The aliases migration 0005 wrote that the glossary now holds (with more forms: `bjp` → भाजपा, बीजेपी)
-- are removed when they are still as 0005 wrote them; an alias an editor added or changed stays and wins.
