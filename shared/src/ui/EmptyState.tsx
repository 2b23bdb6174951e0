import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/tokens';

const box = css({
  margin: `${theme.space.md} 0`,
  padding: theme.space.lg,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  textAlign: 'center',
});

/** Shown where a list has nothing in it; the default text says so in Hindi. */
export function EmptyState({ children = 'यहाँ अभी कुछ नहीं है।' }: { children?: ReactNode }) {
  return <p css={box}>{children}</p>;
}
