import { css } from '@emotion/react';
import { IMAGE_SIZES, Skeleton, theme } from '@janmat/shared';

const photo = css({
  aspectRatio: `${IMAGE_SIZES.news.width} / ${IMAGE_SIZES.news.height}`,
  marginBottom: theme.space.sm,
});

/** Stands in for a NewsCard while it loads: the photo's box and two lines of title. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true">
      <div css={photo}>
        <Skeleton height="100%" />
      </div>
      <Skeleton lines={2} height="1.1em" />
    </div>
  );
}
