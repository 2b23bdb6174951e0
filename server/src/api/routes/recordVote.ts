import type { AppDeps } from '../../deps';
import { pollKey } from '../edgeKeys';
import type { VoteOption, VoteOutcome } from '../queries/polls';

/**
 * One vote, whichever way it came (the API's PATCH, a plain HTML form's post): one per visitor
 * (`castVotes`, through the process's `VoteQueue`), and a counted one clears the cached polls and the
 * pages showing them, here and in the shared cache in front (by the poll's key).
 */
export async function recordVote(deps: AppDeps, pollId: number, option: VoteOption, ip: string): Promise<VoteOutcome> {
  // Written with the votes that arrive meanwhile; the cached polls are cleared before it answers.
  const outcome = await deps.votes.cast({ pollId, option, ip });
  deps.metrics?.vote(outcome.kind);
  if (outcome.kind === 'counted') {
    // Only this poll's answers and the pages showing it: the cache in front refetches them, nothing else.
    deps.purge([pollKey(pollId)]);
  }
  return outcome;
}
