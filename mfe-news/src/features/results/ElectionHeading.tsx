import { css } from '@emotion/react';
import { ELECTION_KIND_NAMES, type ElectionSummary, indianDigits, PageHeading, theme } from '@janmat/shared';
import { liveTime } from '../live/liveTime';
import { RESULTS_TEXTS as T } from './resultsTexts';

const badge = css({
  display: 'inline-block',
  marginInlineStart: theme.space.sm,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.brand,
  color: theme.colors.onBrand,
  fontSize: theme.fontSizes.md,
  verticalAlign: 'middle',
});
const facts = css({ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted });

/** The election's name (a demo is marked «डेमो»), its kind, seats, majority mark and last update. */
export function ElectionHeading({ election, title }: { election: ElectionSummary; title?: string }) {
  return (
    <header>
      <PageHeading>
        {title ?? election.name}
        {election.demo && <span css={badge}>{T.demo}</span>}
      </PageHeading>
      <p css={facts}>
        {[
          ELECTION_KIND_NAMES[election.kind],
          election.state,
          `${indianDigits(election.seats)} सीटें`,
          T.majority(election.majority),
          T.updated(liveTime(election.updated_at)),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {election.demo && <p>{T.demoNote}</p>}
    </header>
  );
}
