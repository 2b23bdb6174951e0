import { LIVE_POLL_MS, type Poll, useHydrated, usePageVisible } from '@janmat/shared';
import type { PollKind } from '../poll-page/usePollFromRoute';
import { useGetPollNowQuery } from './livePollApi';

/**
 * The poll with its counts as they are now: while `active` (its results are on screen) and the tab
 * is visible, its own answer (`/api/pppolls/<id>` or `/api/userpolls/<id>`, purged at the edge by
 * every vote) is asked for every 10 s. Until the first answer, and on the server, the poll as given.
 */
export function useLivePoll(poll: Poll, kind: PollKind, active: boolean): Poll {
  const asking = useHydrated() && active;
  const visible = usePageVisible();
  const { currentData } = useGetPollNowQuery(
    { pollId: poll.poll_id, kind },
    { skip: !asking, pollingInterval: asking && visible ? LIVE_POLL_MS : 0 },
  );
  return currentData?.poll_id === poll.poll_id ? currentData : poll;
}
