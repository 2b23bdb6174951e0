import { QueryView, Skeleton } from '@janmat/shared';
import { useGetNewsPagePollsQuery } from './newsPollsApi';
import { POLL_WIDGET_HEIGHT, PollSlot } from './PollSlot';
import { selectArticlePolls } from './selectPolls';

const pollSkeleton = <Skeleton height={POLL_WIDGET_HEIGHT} radius={8} />;

/**
 * The sidebar polls of an article: those linked to it, else the default (middle) poll. The list loads
 * alongside the article; a skeleton holds the place until both are known.
 */
export function ArticlePolls({ articleId }: { articleId: number | undefined }) {
  const polls = useGetNewsPagePollsQuery();
  if (articleId === undefined) return pollSkeleton;
  return (
    <QueryView query={polls} skeleton={pollSkeleton} errorMessage="पोल लोड नहीं हो सका।">
      {(list) => selectArticlePolls(list, articleId).map((poll) => <PollSlot key={poll.poll_id} poll={poll} />)}
    </QueryView>
  );
}
