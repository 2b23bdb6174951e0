import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useLogError } from './useLogError';

const box = css`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  text-align: center;
  p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.error};
  }
  button {
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.lg};
    border: 1px solid ${theme.colors.brand};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed request: a Hindi message and a retry button; the error itself goes to the console. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  useLogError(error);
  return (
    <div css={box} role="alert">
      <p>सामग्री लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।</p>
      <button type="button" onClick={onRetry}>
        फिर से कोशिश करें
      </button>
    </div>
  );
}
