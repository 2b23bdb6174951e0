import { type ListResponse, POLL_TAG, type Poll } from '@janmat/shared';
import { MY_POLLS_TAG, pollsApi } from '../common/pollsApi';
import type { OptionNumber } from './pollCounts';

interface VoteArgs {
  pollId: number;
  option: OptionNumber;
  /** The option's count after this vote, as the API path carries it (spec §7). */
  count: number;
}

/** Records a vote; answers the poll with its true counts (`data[0]`), or 409 for a repeat vote. */
const voteApi = pollsApi.injectEndpoints({
  endpoints: (b) => ({
    vote: b.mutation<Poll | undefined, VoteArgs>({
      query: ({ pollId, option, count }) => ({
        url: `updatepollsres${option}/${count}/${pollId}`,
        method: 'PATCH',
      }),
      transformResponse: (response: ListResponse<Poll> | null) => response?.data?.[0],
      invalidatesTags: (_result, _error, { pollId }) => [{ type: POLL_TAG, id: pollId }, MY_POLLS_TAG],
    }),
  }),
});

export const { useVoteMutation } = voteApi;
