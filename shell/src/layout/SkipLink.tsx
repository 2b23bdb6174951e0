import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const skipCss = css({
  position: 'absolute',
  left: theme.space.sm,
  top: '-100px',
  zIndex: 100,
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.background,
  color: theme.colors.link,
  fontWeight: 700,
  '&:focus': {
    top: theme.space.sm,
  },
});

/** First focusable element of the page: jumps past the header and navigation to the content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a href={`#${target}`} css={skipCss}>
      मुख्य सामग्री पर जाएं
    </a>
  );
}
