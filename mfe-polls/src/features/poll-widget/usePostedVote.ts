import { useLocation, type VoteOutcome, voteOutcomeIn } from '@janmat/shared';
import { NOTICE_TEXTS, VOTE_TEXTS } from '@janmat/shared/validation';
import { useMemo } from 'react';

const TEXTS: Record<VoteOutcome, string> = {
  done: NOTICE_TEXTS.voteThanks,
  repeat: NOTICE_TEXTS.alreadyVoted,
  closed: VOTE_TEXTS.pollClosed,
  missing: VOTE_TEXTS.optionRequired,
};

export interface PostedVote {
  outcome: VoteOutcome;
  /** What the poll card says about it: the spec's thanks or repeat-vote text, or why nothing was counted. */
  text: string;
}

/**
 * How this poll's vote, posted as a plain form without scripts, went: the server sent the reader back
 * to the page with it in the address (`votedAddress`). Undefined on a page reached any other way.
 */
export function usePostedVote(pollId: number): PostedVote | undefined {
  const { search } = useLocation();
  return useMemo(() => {
    const outcome = voteOutcomeIn(new URLSearchParams(search), pollId);
    return outcome && { outcome, text: TEXTS[outcome] };
  }, [search, pollId]);
}
