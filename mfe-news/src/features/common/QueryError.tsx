import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect } from 'react';

export interface QueryErrorProps {
  /** The failed request's error; it is logged, never shown. */
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, in Hindi. */
  message?: string;
}

const box = css({
  margin: `${theme.space.md} 0`,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  p: { margin: `0 0 ${theme.space.sm}`, color: theme.colors.error },
  button: {
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: 0,
    borderRadius: theme.radius.pill,
    background: theme.colors.brand,
    color: theme.colors.onBrand,
    font: 'inherit',
    cursor: 'pointer',
  },
});

/** A failed request: a Hindi message and a retry button; the error itself goes to the console. */
export function QueryError({ error, onRetry, message = 'ख़बरें लोड नहीं हो सकीं।' }: QueryErrorProps) {
  useEffect(() => {
    console.error('News request failed', error);
  }, [error]);
  return (
    <div role="alert" css={box}>
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        फिर से कोशिश करें
      </button>
    </div>
  );
}
