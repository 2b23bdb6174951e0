import { css } from '@emotion/react';
import { href, indianDigits, Link, mq, theme, useHydrated } from '@janmat/shared';
import { useGetElectionResultsQuery, useGetElectionsQuery } from './resultsApi';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { useResultsPolling } from './useResultsPolling';

/** Parties the strip names: the few ahead. */
const SHOWN = 4;

// One line, on the breadcrumb's row: the first screen keeps its stories.
const strip = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minWidth: 0,
  paddingInlineStart: theme.space.sm,
  borderInlineStart: `3px solid ${theme.colors.brand}`,
  fontSize: theme.fontSizes.sm,
  whiteSpace: 'nowrap',
  h2: { minWidth: 0, margin: 0, fontSize: 'inherit', overflow: 'hidden', textOverflow: 'ellipsis' },
  a: { flex: 'none' },
  // The figures, on a screen wide enough for them: the line is the strip's own, so filling it moves nothing.
  ul: {
    display: 'none',
    gap: theme.space.sm,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mq.md]: { display: 'flex' },
  },
});

/**
 * The home page's results strip while an election counts: its name, majority mark and a link to its
 * page, in the server's HTML; nothing when no election is counting. Once the page runs, the parties
 * ahead (seats won and leading) fill the strip's own line, from the edge's copy, following the count;
 * the strip keeps its height, so nothing below it moves. It is one line beside the breadcrumb, so
 * the phone's first screen still shows the lead story and the headlines under it.
 */
export function ResultsStrip() {
  const elections = useGetElectionsQuery();
  const counting = elections.currentData?.find((e) => e.status === 'counting');
  const pollingInterval = useResultsPolling(counting !== undefined);
  // The figures are the browser's: the server's page names only the list, so counts never purge home.
  const hydrated = useHydrated();
  const results = useGetElectionResultsQuery(counting?.slug ?? '', { skip: !counting || !hydrated, pollingInterval });
  if (!counting) return null;
  return (
    <section css={strip} aria-label={T.strip}>
      <h2>
        {counting.name} ({T.majority(counting.majority)})
      </h2>
      <ul aria-label={T.tallyHeading}>
        {results.currentData?.parties.slice(0, SHOWN).map((p) => (
          <li key={p.code}>
            <strong>{p.short}</strong> {indianDigits(p.won + p.leading)}
          </li>
        ))}
      </ul>
      <Link to={href.results({ election: counting.slug })}>{T.stripLink}</Link>
    </section>
  );
}
