import { indianDigits, type PartyTally } from '@janmat/shared';
import { resultsTable, swatch } from './resultsStyles';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { useStableOrder } from './useStableOrder';

/** Every party's seats won and leading, votes and vote share: the chart's figures as a table. */
export function TallyTable({ parties }: { parties: PartyTally[] }) {
  const rows = useStableOrder(parties, (p) => p.code);
  return (
    <table css={resultsTable}>
      <caption>{T.tallyHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{T.party}</th>
          <th scope="col" className="n">
            {T.won}
          </th>
          <th scope="col" className="n">
            {T.leading}
          </th>
          <th scope="col" className="n">
            {T.total}
          </th>
          <th scope="col" className="n">
            {T.share}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.code}>
            <th scope="row">
              <span css={swatch(p.colour)} aria-hidden="true" />
              {p.name}
            </th>
            <td className="n">{indianDigits(p.won)}</td>
            <td className="n">{indianDigits(p.leading)}</td>
            <td className="n">{indianDigits(p.won + p.leading)}</td>
            <td className="n">{p.vote_share.toFixed(1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
