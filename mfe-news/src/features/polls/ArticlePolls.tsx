import { LoadError, Skeleton } from '@janmat/shared';
import { useGetNewsPagePollsQuery } from './newsPollsApi';
import { POLL_WIDGET_HEIGHT, PollSlot } from './PollSlot';
import { selectArticlePolls } from './selectPolls';

/**
 * The sidebar polls of an article: those linked to it, else the default (middle) poll. The list loads
 * alongside the article; a skeleton holds the place until both are known.
 */
export function ArticlePolls({ articleId }: { articleId: number | undefined }) {
  const { data, error, isLoading, isError, refetch } = useGetNewsPagePollsQuery();
  if (isLoading || articleId === undefined) return <Skeleton height={POLL_WIDGET_HEIGHT} radius={8} />;
  if (isError) return <LoadError error={error} onRetry={refetch} message="पोल लोड नहीं हो सका।" />;
  return (
    <>
      {selectArticlePolls(data ?? [], articleId).map((poll) => (
        <PollSlot key={poll.poll_id} poll={poll} />
      ))}
    </>
  );
}
