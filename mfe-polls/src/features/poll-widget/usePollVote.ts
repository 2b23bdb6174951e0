import { type Poll, pushNotice, useAppDispatch } from '@janmat/shared';
import { NOTICE_TEXTS } from '@janmat/shared/validation';
import { useRef, useState } from 'react';
import { useVisitorIp } from '../visitor/useVisitorIp';
import { hasVotedLocally, rememberVote } from '../visitor/voteStorage';
import { type Counts, countsOf, type OptionNumber, withVote } from './pollCounts';
import { useVoteMutation } from './voteApi';

export type VotePhase = 'voting' | 'sending' | 'results';

export const VOTE_FAILED_TEXT = 'वोट दर्ज नहीं हो सका, कृपया फिर से कोशिश करें।';

/** The server's poll from an error answer (a 409 may carry the current counts), if any. */
function pollFromError(error: unknown): Poll | undefined {
  const data = (error as { data?: { data?: Poll[] } } | undefined)?.data;
  return Array.isArray(data?.data) ? data.data[0] : undefined;
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | undefined)?.status;
}

/** A 409 for a poll the newsroom closed (not a repeat vote): the server's Hindi message, if so. */
function closedMessage(error: unknown): string | undefined {
  const data = (error as { data?: { closed?: unknown; message?: unknown } } | undefined)?.data;
  return data?.closed === true && typeof data.message === 'string' ? data.message : undefined;
}

/**
 * Voting on one poll: the local repeat check (same stored IP and poll id), the optimistic +1, then the
 * server's counts; a 409 means the server already has this visitor's vote, or (`closed`) that the
 * poll takes no more votes. `startWithResults`: the server already answered this visitor's vote
 * (posted without scripts), so the poll opens on its results.
 */
export function usePollVote(poll: Poll, startWithResults = false) {
  const dispatch = useAppDispatch();
  const visitorIp = useVisitorIp();
  const busy = useRef(false);
  const [vote] = useVoteMutation();
  const [phase, setPhase] = useState<VotePhase>(startWithResults ? 'results' : 'voting');
  const [override, setOverride] = useState<Counts | null>(null);
  const [basePoll, setBasePoll] = useState(poll);
  const [chosen, setChosen] = useState<OptionNumber | null>(null);

  if (basePoll !== poll) {
    // Fresh data for the poll (or another poll): its counts are the truth now.
    setBasePoll(poll);
    setOverride(null);
    if (basePoll.poll_id !== poll.poll_id) {
      setPhase('voting');
      setChosen(null);
    }
  }

  const counts = override ?? countsOf(poll);

  const showServerCounts = (fresh: Poll | undefined, fallback: Counts) => {
    setOverride(fresh?.poll_id === poll.poll_id ? countsOf(fresh) : fallback);
    setPhase('results');
  };

  async function submit(option: OptionNumber) {
    if (phase !== 'voting' || busy.current) return;
    busy.current = true;
    const ip = await visitorIp().finally(() => {
      busy.current = false;
    });
    if (hasVotedLocally(ip, poll.poll_id)) {
      dispatch(pushNotice({ text: NOTICE_TEXTS.alreadyVoted, tone: 'info' }));
      setPhase('results');
      return;
    }
    setChosen(option);
    const before = counts;
    const raised = withVote(before, option);
    setOverride(raised);
    setPhase('sending');
    try {
      const fresh = await vote({ pollId: poll.poll_id, option, count: raised[option - 1] ?? 1 }).unwrap();
      rememberVote(ip, poll.poll_id);
      showServerCounts(fresh, raised);
      dispatch(pushNotice({ text: NOTICE_TEXTS.voteThanks, tone: 'success' }));
    } catch (error) {
      const closed = closedMessage(error);
      if (closed) {
        // Nobody votes in it any more: its results, and no vote remembered for this visitor.
        showServerCounts(undefined, before);
        dispatch(pushNotice({ text: closed, tone: 'info' }));
        return;
      }
      if (statusOf(error) === 409) {
        rememberVote(ip, poll.poll_id);
        showServerCounts(pollFromError(error), before);
        dispatch(pushNotice({ text: NOTICE_TEXTS.alreadyVoted, tone: 'info' }));
        return;
      }
      console.error('Vote failed', error);
      setOverride(null);
      setChosen(null);
      setPhase('voting');
      dispatch(pushNotice({ text: VOTE_FAILED_TEXT, tone: 'error' }));
    }
  }

  return { phase, counts, chosen, submit };
}
