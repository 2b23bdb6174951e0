import { baseApi, type ListResponse, type Poll, unwrapList } from '@janmat/shared';

/** The visitor's own polls, by the address they were created from. */
export const myPollsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getMyPolls: b.query<Poll[], string>({
      query: (ip) => `mypolls/${encodeURIComponent(ip)}`,
      transformResponse: (response: ListResponse<Poll>) => unwrapList(response),
      providesTags: ['MyPolls'],
    }),
  }),
});

export const { useGetMyPollsQuery } = myPollsApi;
