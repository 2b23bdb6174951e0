import type { Poll } from '@janmat/shared';

/** The home page poll: the first of `/api/pollsathome`. */
export function selectHomePoll(polls: readonly Poll[]): Poll | undefined {
  return polls[0];
}

/**
 * The middle item of `/api/pollsatpages`, the default poll beside an article (spec §7). For an even
 * length it is the later of the two middle items (index `floor(length / 2)`).
 */
export function middlePoll(polls: readonly Poll[]): Poll | undefined {
  return polls[Math.floor(polls.length / 2)];
}

/** Polls beside an article: those linked to it by news_id, else the default (middle) poll. */
export function selectArticlePolls(polls: readonly Poll[], articleId: number): Poll[] {
  const linked = polls.filter((poll) => poll.news_id === articleId);
  if (linked.length > 0) return linked;
  const fallback = middlePoll(polls);
  return fallback ? [fallback] : [];
}
