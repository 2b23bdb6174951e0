import { type AllianceTally, indianDigits } from '@janmat/shared';
import { resultsTable } from './resultsStyles';
import { RESULTS_TEXTS as T } from './resultsTexts';

/** Each alliance's seats won and leading, against the majority mark. */
export function AllianceTable({ alliances, majority }: { alliances: AllianceTally[]; majority: number }) {
  if (alliances.length === 0) return null;
  return (
    <table css={resultsTable}>
      <caption>
        {T.allianceHeading} ({T.majority(majority)})
      </caption>
      <thead>
        <tr>
          <th scope="col">{T.alliance}</th>
          <th scope="col" className="n">
            {T.won}
          </th>
          <th scope="col" className="n">
            {T.leading}
          </th>
          <th scope="col" className="n">
            {T.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {alliances.map((a) => (
          <tr key={a.name}>
            <th scope="row">{a.name}</th>
            <td className="n">{indianDigits(a.won)}</td>
            <td className="n">{indianDigits(a.leading)}</td>
            <td className="n">{indianDigits(a.won + a.leading)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
