import { css } from '@emotion/react';
import { href, indianDigits, Link, theme, useHydrated } from '@janmat/shared';
import { useGetElectionResultsQuery, useGetElectionsQuery } from './resultsApi';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { useResultsPolling } from './useResultsPolling';

/** Parties the strip names: the few ahead. */
const SHOWN = 4;

const strip = css({
  display: 'grid',
  gap: theme.space.xs,
  margin: `${theme.space.md} 0`,
  padding: theme.space.sm,
  border: `2px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.md,
  h2: { margin: 0, fontSize: theme.fontSizes.md },
  // One line kept for the figures from the server's HTML on: they fill it, nothing below moves.
  ul: {
    display: 'flex',
    gap: theme.space.md,
    minHeight: '1.5em',
    overflowX: 'auto',
    whiteSpace: 'nowrap',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
});

/**
 * The home page's results strip while an election counts: its name, majority mark and a link to its
 * page, in the server's HTML; nothing when no election is counting. Once the page runs, the parties
 * ahead (seats won and leading) fill the strip's own line, from the edge's copy, following the count;
 * the strip keeps its height, so nothing below it moves.
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
