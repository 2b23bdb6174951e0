import { indianDigits } from '@janmat/shared';
import type { ReactNode } from 'react';
import { resultsTable } from './resultsStyles';
import { RESULTS_TEXTS as T } from './resultsTexts';

/** One row: whose seats (a party, an alliance), won and leading, and the share of the vote where given. */
export interface SeatsRow {
  key: string;
  name: ReactNode;
  won: number;
  leading: number;
  /** Vote share in per cent: a column of its own when the rows have it. */
  share?: number;
}

/** Seats won, leading and their total per row, in Indian digits, under its caption and first column's heading. */
export function SeatsTable({
  caption,
  nameHeading,
  rows,
}: {
  caption: ReactNode;
  nameHeading: string;
  rows: SeatsRow[];
}) {
  const withShare = rows.some((r) => r.share !== undefined);
  return (
    <table css={resultsTable}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeading}</th>
          {[T.won, T.leading, T.total, ...(withShare ? [T.share] : [])].map((heading) => (
            <th key={heading} scope="col" className="n">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.name}</th>
            <td className="n">{indianDigits(r.won)}</td>
            <td className="n">{indianDigits(r.leading)}</td>
            <td className="n">{indianDigits(r.won + r.leading)}</td>
            {withShare ? <td className="n">{r.share?.toFixed(1)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
