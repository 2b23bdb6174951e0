import type { AllianceTally } from '@janmat/shared';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { SeatsTable } from './SeatsTable';

/** Each alliance's seats won and leading, against the majority mark. */
export function AllianceTable({ alliances, majority }: { alliances: AllianceTally[]; majority: number }) {
  if (alliances.length === 0) return null;
  return (
    <SeatsTable
      caption={`${T.allianceHeading} (${T.majority(majority)})`}
      nameHeading={T.alliance}
      rows={alliances.map((a) => ({ key: a.name, name: a.name, won: a.won, leading: a.leading }))}
    />
  );
}
