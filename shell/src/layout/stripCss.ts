import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

/**
 * A single row of links that scrolls sideways on narrow screens (top nav, state strip). It is one
 * link tall even before its links arrive, so nothing below it moves when they do.
 */
export const stripListCss = css`
  display: flex;
  min-height: 44px;
  gap: ${theme.space.xs};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.sm};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  white-space: nowrap;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 currentColor;
  }
`;
