import { indianDigits, type SeatResults } from '@janmat/shared';
import { resultsTable, swatch } from './resultsStyles';
import { CANDIDATE_STATUS, RESULTS_TEXTS as T } from './resultsTexts';
import { useStableOrder } from './useStableOrder';

/** A seat's candidates: party, votes (1,23,456), share and status, most votes first as the page came. */
export function CandidateTable({ seat }: { seat: SeatResults }) {
  const parties = new Map(seat.parties.map((p) => [p.code, p]));
  const rows = useStableOrder(seat.candidates, (c) => String(c.id));
  return (
    <table css={resultsTable}>
      <caption>
        {seat.constituency.name}: {T.counted(seat.rounds_counted, seat.rounds_total)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{T.candidate}</th>
          <th scope="col">{T.party}</th>
          <th scope="col" className="n">
            {T.votes}
          </th>
          <th scope="col" className="n">
            {T.share}
          </th>
          <th scope="col">{T.status}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => {
          const party = parties.get(c.party);
          return (
            <tr key={c.id}>
              <th scope="row">{c.name}</th>
              <td>
                {party && <span css={swatch(party.colour)} aria-hidden="true" />}
                {party?.short ?? c.party}
              </td>
              <td className="n">{indianDigits(c.votes)}</td>
              <td className="n">{c.share.toFixed(1)}</td>
              <td>{CANDIDATE_STATUS[c.status]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
