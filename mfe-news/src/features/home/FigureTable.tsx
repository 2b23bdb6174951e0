import { css } from '@emotion/react';
import { theme, visuallyHidden } from '@janmat/shared';
import type { ReactNode } from 'react';
import type { Change } from './figures';

export interface FigureRow {
  key: string;
  name: string;
  value: ReactNode;
  change?: Change;
}

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  'th, td': { padding: `${theme.space.xs} 0`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'start' },
  'tr:last-of-type th, tr:last-of-type td': { borderBottom: 0 },
  th: { fontWeight: 400 },
  td: { textAlign: 'end', fontWeight: 600, whiteSpace: 'nowrap', paddingInlineStart: theme.space.sm },
});

const trendColor = { rise: theme.colors.success, fall: theme.colors.error } as const;

/** Rows of named figures (weather, market, gold): the name, the value and its change, if any. */
export function FigureTable({ rows, caption }: { rows: FigureRow[]; caption: string }) {
  return (
    <table css={table}>
      <caption css={visuallyHidden}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
            {row.change ? (
              <td css={{ color: trendColor[row.change.trend] }} data-trend={row.change.trend}>
                <span aria-hidden="true">{row.change.text}</span>
                <span css={visuallyHidden}>{row.change.label}</span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
