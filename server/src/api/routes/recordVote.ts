import type { AppDeps } from '../../deps';
import type { VoteOption, VoteOutcome } from '../queries/polls';

/**
 * One vote, whichever way it came (the API's PATCH, a plain HTML form's post): one per visitor
 * (`castVotes`, through the process's `VoteQueue`), and a counted one clears the answers and pages
 * showing the poll, on every process and in the shared cache in front (by the poll's key), before it answers.
 */
export async function recordVote(deps: AppDeps, pollId: number, option: VoteOption, ip: string): Promise<VoteOutcome> {
  // Written with the votes that arrive meanwhile; only the answers showing the poll are cleared, before it answers.
  const outcome = await deps.votes.cast({ pollId, option, ip });
  deps.metrics?.vote(outcome.kind);
  return outcome;
}
