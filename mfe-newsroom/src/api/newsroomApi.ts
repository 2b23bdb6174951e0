import { baseApi } from '@janmat/shared';
import type { NewsroomNotice, StaffSession } from '@janmat/shared/contracts';
import { SESSION_TAG, staffCall } from './staffCall';

/** The portal's api with the session's tag; every newsroom endpoint is injected into it (one `*Api.ts` per desk). */
export const newsroomBase = baseApi.enhanceEndpoints({ addTagTypes: [SESSION_TAG] });

/** The CSRF token of the signed-in session, from the cached `me` answer. */
function csrfTokenOf(state: unknown): string | undefined {
  return (newsroomApi.endpoints.me.select()(state as never).data as StaffSession | undefined)?.csrfToken;
}

const session = {
  token: csrfTokenOf,
  ended: (dispatch: (action: unknown) => unknown) => dispatch(newsroomApi.util.invalidateTags([SESSION_TAG])),
};

/**
 * The `queryFn` of a newsroom endpoint: `newsroomCall((arg) => ({ url: 'newsroom/…', method, body }))`.
 * Writes carry the session's CSRF token; a 401 sends the section back to sign-in (see staffCall).
 * Each feature injects its endpoints into `newsroomBase` with it.
 */
export const newsroomCall = <Arg>(toArgs: Parameters<typeof staffCall<Arg>>[0]) => staffCall(toArgs, session);

/** The `If-Match` of a change made to `version` of a row (the one the editor holds). */
export const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** Query string of the set filters only (`?status=draft&q=…`). */
export function searchOf(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The session: who is signed in (and the CSRF token every write carries), and signing out. */
export const newsroomApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    me: b.query<StaffSession, void>({
      queryFn: newsroomCall(() => ({ url: 'newsroom/me' })),
      providesTags: [SESSION_TAG],
    }),
    signOut: b.mutation<NewsroomNotice, { everywhere: boolean }>({
      queryFn: newsroomCall(({ everywhere }) => ({
        url: everywhere ? 'newsroom/signout-all' : 'newsroom/signout',
        method: 'POST',
      })),
    }),
  }),
});

export const { useMeQuery, useSignOutMutation } = newsroomApi;
