// A poll's vote form without the browser's scripts: a plain HTML form posted to the page it is on,
// answered with a 303 back to that page, whose address then says how the vote went.
import type { RouteId } from './routes';

/** The pages a poll's vote form is on (the server accepts its post at their addresses). */
export const VOTE_PAGES = ['home', 'article', 'stateArticle', 'userPoll', 'sitePoll'] as const satisfies RouteId[];

/** The form's fields: the poll's public id (`poll_id`) and the chosen option (1 to 4). */
export const VOTE_FIELDS = { poll: 'poll', option: 'option' } as const;

/**
 * How a posted vote went: counted, a repeat of this visitor's vote, no option (or one the poll does
 * not have) chosen, or the poll takes no more votes.
 */
export const VOTE_OUTCOMES = ['done', 'repeat', 'missing', 'closed'] as const;
export type VoteOutcome = (typeof VOTE_OUTCOMES)[number];

/** The query parameters of the page after a posted vote: the outcome and the poll it is about. */
export const VOTE_PARAMS = { outcome: 'vote', poll: 'poll' } as const;

/** The id of a poll card's element, so the page after a posted vote opens at the poll. */
export const pollAnchorId = (pollId: number): string => `poll-${pollId}`;

/** The page `path` after a vote in poll `pollId` went `outcome`, opened at the poll. */
export function votedAddress(path: string, pollId: number, outcome: VoteOutcome): string {
  const query = new URLSearchParams({ [VOTE_PARAMS.outcome]: outcome, [VOTE_PARAMS.poll]: String(pollId) });
  return `${path}?${query}#${pollAnchorId(pollId)}`;
}

/** How the vote in poll `pollId` posted from this page went, as its address says; undefined if it does not. */
export function voteOutcomeIn(search: URLSearchParams, pollId: number): VoteOutcome | undefined {
  if (search.get(VOTE_PARAMS.poll) !== String(pollId)) return undefined;
  const outcome = search.get(VOTE_PARAMS.outcome);
  return VOTE_OUTCOMES.find((known) => known === outcome);
}
