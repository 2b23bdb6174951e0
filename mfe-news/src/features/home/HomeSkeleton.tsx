import { Skeleton } from '@janmat/shared';
import { CardSkeleton } from '../common/CardSkeleton';
import { NewsGridSkeleton } from '../common/NewsGridSkeleton';
import { leadGrid } from './LeadStories';

/** The home news column while newsall loads: lead and secondary stories, then one list. */
export function HomeSkeleton() {
  return (
    <div aria-hidden="true" data-testid="home-skeleton">
      <div css={leadGrid}>
        <CardSkeleton />
        <CardSkeleton row />
        <CardSkeleton row />
      </div>
      <Skeleton width="10rem" height="1.6rem" />
      <NewsGridSkeleton count={3} layout="rows" />
    </div>
  );
}
