import { css } from '@emotion/react';
import { mq, Skeleton, theme } from '@janmat/shared';
import { NewsGridSkeleton } from '../common/NewsGridSkeleton';

const profile = css({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: theme.space.md,
  margin: `${theme.space.md} 0 ${theme.space.xl}`,
  padding: theme.space.md,
  [mq.md]: { gridTemplateColumns: '160px minmax(0, 1fr)', gap: theme.space.lg, padding: theme.space.lg },
});
const text = css({ display: 'flex', flexDirection: 'column', gap: theme.space.md });
const photo = css({ aspectRatio: '1 / 1' });

/** The author page's shape while it loads: round photo, name, description, links, then two columns of cards. */
export function AuthorSkeleton() {
  return (
    <div aria-hidden="true" data-testid="author-skeleton">
      <div css={profile}>
        <div css={photo}>
          <Skeleton height="100%" radius="50%" />
        </div>
        <div css={text}>
          <Skeleton width="14rem" height="2rem" />
          <Skeleton lines={2} />
          <Skeleton width="10rem" height="1.8rem" radius={999} />
        </div>
      </div>
      <NewsGridSkeleton count={4} layout="two" />
    </div>
  );
}
