import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq } from '../theme/mq';
import { theme } from '../theme/tokens';

const heading = css({
  margin: `${theme.space.md} 0`,
  fontSize: theme.fontSizes.xl,
  lineHeight: theme.headingLineHeight,
  // A reader's long unbroken word (a search for one) wraps instead of widening the page.
  overflowWrap: 'anywhere',
  [mq.lg]: { fontSize: theme.fontSizes.xxl },
});

/** The page's single `h1`; focusable by script so the shell can move focus to it on navigation. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} css={heading}>
      {children}
    </h1>
  );
}
