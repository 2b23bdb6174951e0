import { QueryView, Skeleton } from '@janmat/shared';
import { useGetNewsHomePollsQuery } from './newsPollsApi';
import { POLL_WIDGET_HEIGHT, PollSlot } from './PollSlot';
import { selectHomePoll } from './selectPolls';

/** The home page's site poll: the first of `/api/pollsathome`; nothing when there is none. */
export function HomePoll() {
  const polls = useGetNewsHomePollsQuery();
  return (
    <QueryView
      query={polls}
      skeleton={<Skeleton height={POLL_WIDGET_HEIGHT} radius={8} />}
      errorMessage="पोल लोड नहीं हो सका।"
    >
      {(list) => {
        const poll = selectHomePoll(list);
        return poll ? <PollSlot poll={poll} /> : null;
      }}
    </QueryView>
  );
}
