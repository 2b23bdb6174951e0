import { baseApi, POLL_TAG, type Poll, unwrapList } from '@janmat/shared';

/** A vote invalidates its poll's tag, so a list holding that poll is fetched again with fresh counts. */
const pollTags = (polls: Poll[] | undefined) => (polls ?? []).map((p) => ({ type: POLL_TAG, id: p.poll_id }));

/** The site polls news places on its pages; the polls remote's widget renders them and records votes. */
export const newsPollsApi = baseApi.enhanceEndpoints({ addTagTypes: [POLL_TAG] }).injectEndpoints({
  endpoints: (b) => ({
    getNewsHomePolls: b.query<Poll[], void>({
      query: () => 'pollsathome',
      transformResponse: unwrapList,
      providesTags: pollTags,
    }),
    getNewsPagePolls: b.query<Poll[], void>({
      query: () => 'pollsatpages',
      transformResponse: unwrapList,
      providesTags: pollTags,
    }),
  }),
});

export const { useGetNewsHomePollsQuery, useGetNewsPagePollsQuery } = newsPollsApi;
