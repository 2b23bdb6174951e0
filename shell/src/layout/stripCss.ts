import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

/**
 * A single row of links that scrolls sideways on narrow screens (top nav, state strip). It is one
 * link tall even before its links arrive, so nothing below it moves when they do.
 */
export const stripListCss = css({
  display: 'flex',
  minHeight: '44px',
  gap: theme.space.xs,
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: `0 ${theme.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${theme.space.sm}`,
    color: 'inherit',
    textDecoration: 'none',
  },
  "a[aria-current='page']": {
    boxShadow: 'inset 0 -3px 0 currentColor',
  },
});
