import type { StaffSession } from '@janmat/shared/contracts';
import { newsroomApi, newsroomBase, newsroomCall } from '../../api/newsroomApi';

/** Signing in: the answer is the session, so the section opens without asking for it again. */
const signInApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    signIn: b.mutation<StaffSession, { email: string; password: string }>({
      queryFn: newsroomCall((body) => ({ url: 'newsroom/signin', method: 'POST', body })),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        // A refused sign-in is the form's to show (the mutation's own result), not an error here.
        const outcome = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (outcome) dispatch(newsroomApi.util.upsertQueryData('me', undefined, outcome));
      },
    }),
  }),
});

export const { useSignInMutation } = signInApi;
