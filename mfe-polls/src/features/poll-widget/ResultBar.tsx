import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

export interface ResultBarProps {
  label: string;
  percent: number;
  count: number;
  mine?: boolean;
}

const row = css({ marginBottom: theme.space.sm });
const line = css({ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm });
const figure = css({ fontWeight: 600, whiteSpace: 'nowrap' });
const track = css({
  height: '10px',
  marginTop: theme.space.xs,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  overflow: 'hidden',
});
const fill = css({
  height: '100%',
  background: theme.colors.brand,
  transition: 'width 300ms ease-out',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/** One option's share of the votes: its label, the percentage and a bar drawn to scale. */
export function ResultBar({ label, percent, count, mine = false }: ResultBarProps) {
  return (
    <li css={row}>
      <div css={line}>
        <span>
          {label}
          {mine ? ' (आपका वोट)' : ''}
        </span>
        <span css={figure}>{percent}%</span>
      </div>
      <div role="img" aria-label={`${label}: ${percent}% (${count} वोट)`} css={track}>
        <div css={fill} style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}
