import { css } from '@emotion/react';
import { IMAGE_SIZES, mq, Skeleton, theme } from '@janmat/shared';
import { ROW_THUMB_WIDTH } from './NewsRow';

const photo = css({
  aspectRatio: `${IMAGE_SIZES.news.width} / ${IMAGE_SIZES.news.height}`,
  marginBottom: theme.space.sm,
});

/** NewsRow's shape: on phones the thumbnail beside the title's lines, from `md` the card's. */
const row = css({
  display: 'grid',
  gridTemplateColumns: `${ROW_THUMB_WIDTH}px minmax(0, 1fr)`,
  gap: theme.space.md,
  alignItems: 'start',
  '& > :first-of-type': { marginBottom: 0 },
  [mq.md]: { display: 'block', '& > :first-of-type': { marginBottom: theme.space.sm } },
});

/** Stands in for a NewsCard while it loads (a NewsRow with `row`): the photo's box and two lines of title. */
export function CardSkeleton({ row: asRow = false }: { row?: boolean }) {
  return (
    <div aria-hidden="true" css={asRow ? row : undefined}>
      <div css={photo}>
        <Skeleton height="100%" />
      </div>
      <Skeleton lines={2} height="1.1em" />
    </div>
  );
}
