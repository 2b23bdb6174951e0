import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const box = css({
  margin: `${theme.space.md} 0`,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.error}`,
  borderRadius: theme.radius.md,
  color: theme.colors.error,
  button: {
    marginInlineStart: theme.space.sm,
    minHeight: '44px',
    padding: `0 ${theme.space.md}`,
    border: `1px solid ${theme.colors.error}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.background,
    color: theme.colors.error,
    font: 'inherit',
    cursor: 'pointer',
  },
});

/** A failed request: a Hindi message and a button that asks again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" css={box}>
      {what} लोड नहीं हो सके।
      <button type="button" onClick={onRetry}>
        फिर से कोशिश करें
      </button>
    </div>
  );
}
