import { type ListResponse, type Poll, unwrapList } from '@janmat/shared';
import { MY_POLLS_TAG, pollsApi } from '../common/pollsApi';

/** The visitor's own polls, by the address they were created from. */
export const myPollsApi = pollsApi.injectEndpoints({
  endpoints: (b) => ({
    getMyPolls: b.query<Poll[], string>({
      query: (ip) => `mypolls/${encodeURIComponent(ip)}`,
      transformResponse: (response: ListResponse<Poll>) => unwrapList(response),
      providesTags: [MY_POLLS_TAG],
    }),
  }),
});

export const { useGetMyPollsQuery } = myPollsApi;
