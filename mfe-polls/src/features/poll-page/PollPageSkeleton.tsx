import { css } from '@emotion/react';
import { Skeleton, theme } from '@janmat/shared';

const box = css({ display: 'grid', gap: theme.space.md, margin: `${theme.space.md} 0` });

/** Stands in for the breadcrumb, the question and the poll card while the poll loads. */
export function PollPageSkeleton() {
  return (
    <div css={box}>
      <Skeleton width="40%" height={16} />
      <Skeleton lines={2} height={32} />
      <Skeleton height={260} radius={8} />
      <Skeleton width={320} height={36} />
    </div>
  );
}
