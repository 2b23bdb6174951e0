import { css } from '@emotion/react';
import { useEffect } from 'react';
import { theme } from '../theme/tokens';

export interface LoadErrorProps {
  /** What could not be loaded, in Hindi. */
  message?: string;
  onRetry: () => void;
  /** The failure behind it; it is written to the console, never shown. */
  error?: unknown;
}

const box = css({
  margin: `${theme.space.md} 0`,
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  textAlign: 'center',
  p: { margin: `0 0 ${theme.space.md}`, color: theme.colors.error },
  button: {
    minHeight: '44px',
    padding: `${theme.space.sm} ${theme.space.lg}`,
    border: 0,
    borderRadius: theme.radius.pill,
    background: theme.colors.brand,
    color: theme.colors.onBrand,
    font: 'inherit',
    cursor: 'pointer',
  },
});

/** Something failed to load: a Hindi message and a «फिर से कोशिश करें» button; the error goes to the console. */
export function LoadError({ message = 'यह हिस्सा अभी लोड नहीं हो सका।', onRetry, error }: LoadErrorProps) {
  useEffect(() => {
    if (error !== undefined) console.error('Janmat: loading failed', error);
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
