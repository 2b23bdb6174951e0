import { css } from '@emotion/react';
import { Skeleton, theme } from '@janmat/shared';

const wrapCss = css({
  display: 'grid',
  gap: theme.space.md,
  padding: `${theme.space.md} 0`,
});

/** Shown while a section's code loads: a breadcrumb, a heading and a block of text. */
export function SectionSkeleton() {
  return (
    <div css={wrapCss} data-testid="section-loading">
      <Skeleton width="40%" height="1rem" />
      <Skeleton width="75%" height="2rem" />
      <Skeleton height="12rem" />
      <Skeleton lines={4} />
    </div>
  );
}
