-- Coarser day groupings for search_newest (decision 0028). Besides its day ('#20251129'), a search document's
-- vectors name the groups of 3, 9, 27, 81, 243 and 729 days its day falls in ('#2.8113': the 8113th group of
-- 9 days since 2000-01-01), so that a band of days is one lexeme, not up to 18: GIN then walks the band's
-- one posting list, or, when a query word is rarer than the band, that word's, and no longer steps through
-- 18 lists at every article. Bands grow by the groups (the newest day, then what is left of its group of 3,
-- of 9, …), and a query whose matches are common no longer reads all of them at once after a sparse first
-- day. What a search finds and answers is unchanged.
CREATE OR REPLACE FUNCTION search_day(day timestamp) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN day IS NULL THEN ''::tsvector ELSE array_to_tsvector(ARRAY['#' || to_char(day, 'YYYYMMDD')]
    || ARRAY(SELECT '#' || g.level || '.' || floor((day::date - date '2000-01-01')::numeric / g.size)::int
      FROM unnest('{1,2,3,4,5,6}'::int[], '{3,9,27,81,243,729}'::int[]) AS g(level, size))) END
$$;--> statement-breakpoint
UPDATE "search_documents" SET vec = vec || search_day(created_at), title_vec = title_vec || search_day(created_at)
WHERE indexed > 0 AND created_at IS NOT NULL;--> statement-breakpoint
SELECT search_merge_pending();--> statement-breakpoint
-- search_newest (0019): the newest matches, band by band. A band is the newest day, then the days left of
-- the group of 3 it falls in, then of 9, 27, 81, 243, and then 729 days at a time: each the group's one
-- lexeme, its days already read left out by the date. When the rate found so far would not fill the rows
-- wanted in 40 days, the rest is read at once (GIN walks the rarest query word; its matches are few).
CREATE OR REPLACE FUNCTION search_newest(
  in_title boolean, q tsquery, newest date, want_rows int, seen timestamptz,
  want_type text, want_state text, since timestamp, before timestamp
) RETURNS TABLE (article_id integer, created_at timestamp)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET enable_indexscan = off SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  sizes int[] := '{1,3,9,27,81,243,729}';
  found_rows int := 0;
  got int;
  level int := 0;
  pos date := newest;
  first_day date;
  band tsquery;
BEGIN
  IF newest IS NULL OR want_rows <= 0 THEN RETURN; END IF;
  LOOP
    IF since IS NOT NULL AND pos < since::date THEN RETURN; END IF;
    IF level = 0 THEN
      first_day := pos;
      band := ('''#' || to_char(pos, 'YYYYMMDD') || '''')::tsquery;
    ELSE
      first_day := date '2000-01-01' + floor((pos - date '2000-01-01')::numeric / sizes[level + 1])::int * sizes[level + 1];
      band := ('''#' || level || '.' || ((first_day - date '2000-01-01') / sizes[level + 1]) || '''')::tsquery;
    END IF;
    IF in_title THEN
      RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
        WHERE d.title_vec @@ (q && band) AND d.created_at::date <= pos AND d.shown_from <= seen
          AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
          AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
        ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
    ELSE
      RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
        WHERE d.vec @@ (q && band) AND d.created_at::date <= pos AND d.shown_from <= seen
          AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
          AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
        ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
    END IF;
    GET DIAGNOSTICS got = ROW_COUNT;
    found_rows := found_rows + got;
    IF found_rows >= want_rows THEN RETURN; END IF;
    pos := first_day - 1;
    -- The rest at once when, at the rate found so far, 40 days would not fill the rows wanted.
    EXIT WHEN found_rows::bigint * 40 < want_rows::bigint * (newest - pos);
    level := least(level + 1, 6);
  END LOOP;
  IF since IS NOT NULL AND pos < since::date THEN RETURN; END IF;
  IF in_title THEN
    RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
      WHERE d.title_vec @@ q AND d.created_at::date <= pos AND d.shown_from <= seen
        AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
        AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
      ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
  ELSE
    RETURN QUERY SELECT d.article_id, d.created_at FROM search_documents d
      WHERE d.vec @@ q AND d.created_at::date <= pos AND d.shown_from <= seen
        AND (want_type IS NULL OR d.type = want_type) AND (want_state IS NULL OR d.state = want_state)
        AND (since IS NULL OR d.created_at >= since) AND (before IS NULL OR d.created_at < before)
      ORDER BY d.created_at DESC, d.article_id DESC LIMIT want_rows - found_rows;
  END IF;
END
$$;
