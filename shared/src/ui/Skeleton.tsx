import { css, keyframes } from '@emotion/react';
import { theme } from '../theme/tokens';
import { cssSize } from './cssSize';

export interface SkeletonProps {
  /** Width of each line (number = px); the last of several lines is shorter. */
  width?: number | string;
  /** Height of each line (number = px). */
  height?: number | string;
  /** Number of lines, for text blocks. */
  lines?: number;
  radius?: number | string;
}

const pulse = keyframes({
  '50%': {
    opacity: 0.5,
  },
});

const stack = css({ display: 'flex', flexDirection: 'column', gap: theme.space.sm });
const lastLine = css({ maxWidth: '60%' });

/** A grey placeholder sized like the content it stands for; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', lines = 1, radius = theme.radius.sm }: SkeletonProps) {
  const bar = css({
    display: 'block',
    width: cssSize(width),
    maxWidth: '100%',
    height: cssSize(height),
    borderRadius: cssSize(radius),
    background: theme.colors.skeleton,
    animation: `${pulse} 1.5s ease-in-out infinite`,
  });
  if (lines <= 1) return <span aria-hidden="true" data-skeleton="" css={bar} />;
  const numbers = Array.from({ length: lines }, (_, i) => i + 1);
  return (
    <span aria-hidden="true" data-skeleton="" css={stack}>
      {numbers.map((n) => (
        <span key={n} css={[bar, n === lines && lastLine]} />
      ))}
    </span>
  );
}
