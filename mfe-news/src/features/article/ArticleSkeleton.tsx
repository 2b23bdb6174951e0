import { css } from '@emotion/react';
import { IMAGE_SIZES, Skeleton, theme } from '@janmat/shared';

const stack = css({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: `${theme.space.md} 0` });
const photo = css({ aspectRatio: `${IMAGE_SIZES.news.width} / ${IMAGE_SIZES.news.height}` });

/** The article's shape while it loads: trail, two-line headline, byline, share row, photo, paragraphs. */
export function ArticleSkeleton() {
  return (
    <div css={stack} aria-hidden="true" data-testid="article-skeleton">
      <Skeleton width="40%" height="0.9rem" />
      <Skeleton lines={2} height="2rem" />
      <Skeleton width="50%" height="0.9rem" />
      <Skeleton width="18rem" height="2rem" radius={999} />
      <div css={photo}>
        <Skeleton height="100%" radius={8} />
      </div>
      <Skeleton lines={6} height="1.1rem" />
    </div>
  );
}
