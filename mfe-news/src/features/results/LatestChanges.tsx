import { css } from '@emotion/react';
import { href, Link, type PartyTally, type SeatChange, theme } from '@janmat/shared';
import { changeText } from './changeText';
import { RESULTS_TEXTS as T } from './resultsTexts';

/** Declarations shown: a fixed number, so a new one at the top never pushes the page down. */
const SHOWN = 5;

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: { minHeight: '2.75rem', padding: `${theme.space.xs} 0`, borderBottom: `1px solid ${theme.colors.border}` },
});

export interface LatestChangesProps {
  election: string;
  changes: SeatChange[];
  parties: PartyTally[];
}

/** The latest seats declared, newest first, each a link to its seat. */
export function LatestChanges({ election, changes, parties }: LatestChangesProps) {
  const names = new Map(parties.map((p) => [p.code, p]));
  if (changes.length === 0) return <p>{T.noChanges}</p>;
  return (
    <ol css={list}>
      {changes.slice(0, SHOWN).map((change) => (
        <li key={change.number}>
          <Link to={href.resultsSeat({ election, constituency: change.slug })}>{changeText(change, names)}</Link>
        </li>
      ))}
    </ol>
  );
}
