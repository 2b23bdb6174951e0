import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

/** The results' tables: figures aligned, lines between rows. */
export const resultsTable = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  'th, td': { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}` },
  th: { textAlign: 'start', fontWeight: 600 },
  'td.n, th.n': { textAlign: 'end' },
  caption: { textAlign: 'start', fontWeight: 600, padding: `${theme.space.sm} 0` },
});

/** A party's colour beside its name (never alone: the name is written too). */
export const swatch = (colour: string) =>
  css({
    display: 'inline-block',
    width: '0.8em',
    height: '0.8em',
    marginInlineEnd: theme.space.xs,
    borderRadius: '2px',
    background: colour,
    verticalAlign: 'baseline',
  });
