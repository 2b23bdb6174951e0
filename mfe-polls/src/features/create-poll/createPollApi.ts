import { baseApi, type MessageResponse, type NewPoll, type Poll } from '@janmat/shared';

export interface CreatedPoll {
  message: string;
  poll: Poll | undefined;
}

/** POST /api/createmypoll: answers the server's message and the stored poll (its id may differ). */
export const createPollApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    createPoll: b.mutation<CreatedPoll, NewPoll>({
      query: (body) => ({ url: 'createmypoll', method: 'POST', body }),
      transformResponse: (response: MessageResponse<Poll>) => ({
        message: response.message,
        poll: response.data?.[0],
      }),
      invalidatesTags: ['MyPolls'],
    }),
  }),
});

export const { useCreatePollMutation } = createPollApi;
