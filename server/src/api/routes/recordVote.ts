import type { AppDeps } from '../../core/deps';
import { pollKey } from '../edgeKeys';
import { castVote, type VoteOption, type VoteOutcome } from '../queries/polls';

/**
 * One vote, whichever way it came (the API's PATCH, a plain HTML form's post): one per visitor
 * (`castVote`), and a counted one clears the cached polls and the pages showing them, here and in
 * the shared cache in front (by the poll's key).
 */
export async function recordVote(deps: AppDeps, pollId: number, option: VoteOption, ip: string): Promise<VoteOutcome> {
  const outcome = await castVote(deps.db, pollId, option, ip);
  deps.metrics?.vote(outcome.kind);
  if (outcome.kind === 'counted') {
    await deps.cache.clearGroup('polls');
    // Only this poll's answers and the pages showing it: the cache in front refetches them, nothing else.
    deps.purge([pollKey(pollId)]);
  }
  return outcome;
}
