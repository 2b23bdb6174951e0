import { LIVE_POLL_MS, type Poll, useHydrated, usePageVisible } from '@janmat/shared';
import { pollPageApi } from '../poll-page/pollPageApi';
import type { PollKind } from '../poll-page/usePollFromRoute';

const ENDPOINT = { user: 'getUserPoll', site: 'getSitePoll' } as const;

/**
 * The poll with its counts as they are now: while `active` (its results are on screen) and the tab
 * is visible, its own cached answer (`/api/pppolls/<id>` or `/api/userpolls/<id>`, purged by every
 * vote) is asked for every 10 s. Until the first answer, and on the server, the poll as given.
 */
export function useLivePoll(poll: Poll, kind: PollKind, active: boolean): Poll {
  const asking = useHydrated() && active;
  const visible = usePageVisible();
  const { currentData } = pollPageApi.endpoints[ENDPOINT[kind]].useQuery(poll.poll_id, {
    skip: !asking,
    pollingInterval: asking && visible ? LIVE_POLL_MS : 0,
  });
  return currentData?.poll_id === poll.poll_id ? currentData : poll;
}
