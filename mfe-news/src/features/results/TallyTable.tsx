import type { PartyTally } from '@janmat/shared';
import { swatch } from './resultsStyles';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { SeatsTable } from './SeatsTable';
import { useStableOrder } from './useStableOrder';

/** Every party's seats won and leading, votes and vote share: the chart's figures as a table. */
export function TallyTable({ parties }: { parties: PartyTally[] }) {
  const rows = useStableOrder(parties, (p) => p.code);
  return (
    <SeatsTable
      caption={T.tallyHeading}
      nameHeading={T.party}
      rows={rows.map((p) => ({
        key: p.code,
        name: (
          <>
            <span css={swatch(p.colour)} aria-hidden="true" />
            {p.name}
          </>
        ),
        won: p.won,
        leading: p.leading,
        share: p.vote_share,
      }))}
    />
  );
}
