-- search_newest stops going band by band as soon as, at the rate of matches found so far, the bands left
-- cannot fill the rows wanted: it then reads the rest at once (a rare word's or combination's posting lists
-- are short), where a band of many days, an OR of many day lexemes, would cost GIN more.
CREATE OR REPLACE FUNCTION search_newest(
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
  band_text text;
  band tsquery;
BEGIN
  IF newest IS NULL OR want_rows <= 0 THEN RETURN; END IF;
  -- The newest match's day and the days before it, in bands of 1, 2, 6, 18, 54 and 162 days, newest
  -- first: a band's day lexemes are rare, so GIN skips through a common word's long posting lists.
  WHILE lo < 243 AND (since IS NULL OR newest - lo >= since::date) LOOP
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
    EXIT WHEN found_rows::bigint * 243 < want_rows::bigint * lo;
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
