import { href, slugify } from '@janmat/shared';
import {
  PAGE_NOT_FOUND,
  type PageLoader,
  pageFound,
  pageOf,
  type SectionPageData,
  settled,
} from '@janmat/shared/page-data';
import { myPollsApi } from './features/my-polls/myPollsApi';
import { pollPageApi } from './features/poll-page/pollPageApi';
import type { PollKind } from './features/poll-page/usePollFromRoute';
import { visitorApi } from './features/visitor/visitorApi';

/** Poll ids are at most six digits; the page asks for none with id 0 (no poll has it). */
const POLL_ID = /^\d{1,6}$/;

/**
 * `/polls/{id}/{name}` and `/pp/polls/{id}/{name}`: the poll by its id (the vote widget on the page
 * reads nothing more until a vote). It lives at its id and its question's slug; other slugs answer 301.
 */
function pollPage(kind: PollKind): PageLoader {
  const endpoint = kind === 'site' ? pollPageApi.endpoints.getSitePoll : pollPageApi.endpoints.getUserPoll;
  const build = kind === 'site' ? href.sitePoll : href.userPoll;
  return async ({ store, params }) => {
    const raw = params.id ?? '';
    if (!POLL_ID.test(raw) || Number(raw) === 0) return PAGE_NOT_FOUND;
    const poll = (await store.dispatch(endpoint.initiate(Number(raw)))).data;
    return poll ? pageFound({ path: build({ id: poll.poll_id, name: slugify(poll.name) }) }) : PAGE_NOT_FOUND;
  };
}

/** The polls section's data contract: what each of its pages shows, and whether its subject exists. */
export const pageData: SectionPageData<'polls'> = {
  // The form asks for the visitor's address only when it is sent.
  createPoll: () => pageOf(),
  /** The visitor's own polls (personal): their address first, then the polls created from it. */
  myPolls: async ({ store }) => {
    const visitor = await store.dispatch(visitorApi.endpoints.getVisitorIp.initiate());
    if (visitor.data) await settled(store.dispatch(myPollsApi.endpoints.getMyPolls.initiate(visitor.data)));
    return pageFound();
  },
  userPoll: pollPage('user'),
  sitePoll: pollPage('site'),
};
