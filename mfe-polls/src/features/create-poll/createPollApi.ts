import type { MessageResponse, NewPoll, Poll } from '@janmat/shared';
import { MY_POLLS_TAG, pollsApi } from '../common/pollsApi';

interface CreatedPoll {
  message: string;
  poll: Poll | undefined;
}

/** POST /api/createmypoll: answers the server's message and the stored poll (its id may differ). */
const createPollApi = pollsApi.injectEndpoints({
  endpoints: (b) => ({
    createPoll: b.mutation<CreatedPoll, NewPoll>({
      query: (body) => ({ url: 'createmypoll', method: 'POST', body }),
      transformResponse: (response: MessageResponse<Poll>) => ({
        message: response.message,
        poll: response.data?.[0],
      }),
      invalidatesTags: [MY_POLLS_TAG],
    }),
  }),
});

export const { useCreatePollMutation } = createPollApi;
