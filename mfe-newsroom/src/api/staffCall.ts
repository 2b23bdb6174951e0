import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@janmat/shared';

/** Tag of the signed-in session: invalidated when any call finds the session gone. */
export const SESSION_TAG = 'StaffSession';

type Base = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** What a call needs of the session, given by `newsroomApi` so this file needs no import of it. */
export interface SessionLink {
  /** The CSRF token of the signed-in session (from the store's cached `me` answer). */
  token(state: unknown): string | undefined;
  /** The session has ended: the section asks who is signed in again (and shows sign-in). */
  ended(dispatch: BaseQueryApi['dispatch']): void;
}

/**
 * A `queryFn` for one newsroom call: writes carry the session's CSRF token, and a 401 (the session
 * ended: expired, signed out elsewhere, the account disabled) sends the section back to sign-in.
 */
export function staffCall<Arg>(toArgs: (arg: Arg) => FetchArgs, session: SessionLink) {
  return async (arg: Arg, api: BaseQueryApi, extraOptions: object, baseQuery: Base) => {
    const args = toArgs(arg);
    const method = (args.method ?? 'GET').toUpperCase();
    const token = method === 'GET' ? undefined : session.token(api.getState());
    const result = await baseQuery(
      token ? { ...args, headers: { ...(args.headers as Record<string, string>), 'x-csrf-token': token } } : args,
      api,
      extraOptions,
    );
    if (result.error?.status === 401 && args.url !== 'newsroom/me' && args.url !== 'newsroom/signin') {
      session.ended(api.dispatch);
    }
    return result.error ? { error: result.error } : { data: result.data as never };
  };
}
