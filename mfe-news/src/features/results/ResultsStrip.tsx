import { css } from '@emotion/react';
import { href, indianDigits, Link, theme } from '@janmat/shared';
import { useGetElectionResultsQuery, useGetElectionsQuery } from './resultsApi';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { useResultsPolling } from './useResultsPolling';

/** Parties the strip names: the few ahead. */
const SHOWN = 4;

const strip = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: `${theme.space.md} 0`,
  padding: theme.space.sm,
  minHeight: '3rem',
  border: `2px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.md,
  h2: { margin: 0, fontSize: theme.fontSizes.md },
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space.md, listStyle: 'none', margin: 0, padding: 0 },
});

/**
 * The home page's results strip while an election counts: its name, the parties ahead (seats won and
 * leading) and a link to its page; nothing when no election is counting. It follows the count too.
 */
export function ResultsStrip() {
  const elections = useGetElectionsQuery();
  const counting = elections.currentData?.find((e) => e.status === 'counting');
  const pollingInterval = useResultsPolling(counting !== undefined);
  const results = useGetElectionResultsQuery(counting?.slug ?? '', { skip: !counting, pollingInterval });
  if (!counting) return null;
  return (
    <section css={strip} aria-label={T.strip}>
      <h2>
        {counting.name} ({T.majority(counting.majority)})
      </h2>
      {results.currentData && (
        <ul>
          {results.currentData.parties.slice(0, SHOWN).map((p) => (
            <li key={p.code}>
              <strong>{p.short}</strong> {indianDigits(p.won + p.leading)}
            </li>
          ))}
        </ul>
      )}
      <Link to={href.results({ election: counting.slug })}>{T.stripLink}</Link>
    </section>
  );
}
