import { LoadError, Skeleton } from '@janmat/shared';
import { useGetNewsHomePollsQuery } from './newsPollsApi';
import { POLL_WIDGET_HEIGHT, PollSlot } from './PollSlot';
import { selectHomePoll } from './selectPolls';

/** The home page's site poll: the first of `/api/pollsathome`; nothing when there is none. */
export function HomePoll() {
  const { data, error, isLoading, isError, refetch } = useGetNewsHomePollsQuery();
  if (isLoading) return <Skeleton height={POLL_WIDGET_HEIGHT} radius={8} />;
  if (isError) return <LoadError error={error} onRetry={refetch} message="पोल लोड नहीं हो सका।" />;
  const poll = selectHomePoll(data ?? []);
  return poll ? <PollSlot poll={poll} /> : null;
}
