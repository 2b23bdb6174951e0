import { css } from '@emotion/react';
import { href, Link, theme } from '@janmat/shared';
import { useGetElectionsQuery } from './resultsApi';
import { RESULTS_TEXTS as T } from './resultsTexts';

/** The news type (category code) of election stories: their pages link to the results. */
export const ELECTION_NEWS_TYPE = 'election';

const box = css({
  margin: `${theme.space.lg} 0`,
  padding: theme.space.md,
  borderInlineStart: `4px solid ${theme.colors.brand}`,
  background: theme.colors.surface,
  h2: { margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.lg },
});

/**
 * Under an election story: a link to each election counting or counted, the one counting first.
 * It reads the list of elections only (no figures), so counts never change the story's page.
 */
export function ElectionLinks() {
  const { currentData } = useGetElectionsQuery();
  const shown = (currentData ?? [])
    .filter((e) => e.status !== 'upcoming')
    .sort((a, b) => Number(b.status === 'counting') - Number(a.status === 'counting'));
  if (shown.length === 0) return null;
  return (
    <aside css={box} aria-labelledby="election-links">
      <h2 id="election-links">{T.strip}</h2>
      <ul>
        {shown.map((e) => (
          <li key={e.slug}>
            <Link to={href.results({ election: e.slug })}>
              {e.name}
              {e.status === 'counting' ? `: ${T.countingNow}` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
