import { type ListResponse, POLL_TAG, type Poll, SUBJECT_LOOKUP, unwrapList } from '@janmat/shared';
import { pollsApi } from '../common/pollsApi';
import type { PollKind } from '../poll-page/usePollFromRoute';

interface PollNowArg {
  pollId: number;
  kind: PollKind;
}

/**
 * A poll's counts as they are now, asked every 10 s while its results show (`useLivePoll`): the
 * poll's own public answer (`pppolls`, or `userpolls` for a visitor's poll), each ask sent out
 * (`no-cache`: a conditional request), since a browser's kept copy would be a poll late.
 */
const livePollApi = pollsApi.injectEndpoints({
  endpoints: (b) => ({
    getPollNow: b.query<Poll | null, PollNowArg>({
      query: ({ pollId, kind }) => ({
        url: `${kind === 'user' ? 'userpolls' : 'pppolls'}/${pollId}`,
        cache: 'no-cache',
      }),
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: (response: ListResponse<Poll> | null) => unwrapList(response)[0] ?? null,
      providesTags: (_result, _error, { pollId }) => [{ type: POLL_TAG, id: pollId }],
    }),
  }),
});

export const { useGetPollNowQuery } = livePollApi;
