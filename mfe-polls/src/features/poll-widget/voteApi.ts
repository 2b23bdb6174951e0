import { baseApi, type ListResponse, type Poll } from '@janmat/shared';
import type { OptionNumber } from './pollCounts';

export interface VoteArgs {
  pollId: number;
  option: OptionNumber;
  /** The option's count after this vote, as the API path carries it (spec §7). */
  count: number;
}

/** Records a vote; answers the poll with its true counts (`data[0]`), or 409 for a repeat vote. */
export const voteApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    vote: b.mutation<Poll | undefined, VoteArgs>({
      query: ({ pollId, option, count }) => ({
        url: `updatepollsres${option}/${count}/${pollId}`,
        method: 'PATCH',
      }),
      transformResponse: (response: ListResponse<Poll> | null) => response?.data?.[0],
      invalidatesTags: (_result, _error, { pollId }) => [{ type: 'Poll', id: pollId }, 'MyPolls'],
    }),
  }),
});

export const { useVoteMutation } = voteApi;
