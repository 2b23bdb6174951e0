import { type ListResponse, POLL_TAG, type Poll, SUBJECT_LOOKUP, unwrapList } from '@janmat/shared';
import { pollsApi } from '../common/pollsApi';

const firstPoll = (response: ListResponse<Poll> | null) => unwrapList(response)[0] ?? null;
const pollTag = (_result: unknown, _error: unknown, id: number) => [{ type: POLL_TAG, id }];

/** One poll by its public id: visitor polls (`userpolls`) and the site's own (`pppolls`). */
export const pollPageApi = pollsApi.injectEndpoints({
  endpoints: (b) => ({
    getUserPoll: b.query<Poll | null, number>({
      query: (id) => `userpolls/${id}`,
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: firstPoll,
      providesTags: pollTag,
    }),
    getSitePoll: b.query<Poll | null, number>({
      query: (id) => `pppolls/${id}`,
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: firstPoll,
      providesTags: pollTag,
    }),
  }),
});
