import { baseApi } from '@janmat/shared';
import type {
  Article,
  ArticleListItem,
  ArticleVersion,
  AuditEntry,
  Item,
  NewsroomNotice,
  Page,
  SlugProposal,
  StaffAccount,
  StaffRole,
  StaffSession,
} from '@janmat/shared/contracts';
import { SESSION_TAG, staffCall } from './staffCall';
import type { ArticleFilters, ArticleInput } from './types';

const ARTICLE_TAG = 'NewsroomArticle' as const;
const STAFF_TAG = 'NewsroomStaff' as const;

/** The portal's api with the newsroom's tag types; every newsroom endpoint is injected into it. */
export const newsroomBase = baseApi.enhanceEndpoints({ addTagTypes: [SESSION_TAG, ARTICLE_TAG, STAFF_TAG] });

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
const call = newsroomCall;

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

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface StaffChange {
  id: number;
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  password?: string;
}

export const newsroomApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    me: b.query<StaffSession, void>({
      queryFn: call(() => ({ url: 'newsroom/me' })),
      providesTags: [SESSION_TAG],
    }),
    signIn: b.mutation<StaffSession, { email: string; password: string }>({
      queryFn: call((body) => ({ url: 'newsroom/signin', method: 'POST', body })),
      // The answer is the session: the section opens without asking for it again.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        // A refused sign-in is the form's to show (the mutation's own result), not an error here.
        const outcome = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (outcome) dispatch(newsroomApi.util.upsertQueryData('me', undefined, outcome));
      },
    }),
    signOut: b.mutation<NewsroomNotice, { everywhere: boolean }>({
      queryFn: call(({ everywhere }) => ({
        url: everywhere ? 'newsroom/signout-all' : 'newsroom/signout',
        method: 'POST',
      })),
    }),
    articles: b.query<Page<ArticleListItem>, ArticleFilters>({
      queryFn: call((filters) => ({ url: `newsroom/articles${searchOf(filters)}` })),
      providesTags: [{ type: ARTICLE_TAG, id: 'LIST' }],
    }),
    article: b.query<Article, number>({
      queryFn: call((id) => ({ url: `newsroom/articles/${id}` })),
      providesTags: (_r, _e, id) => [{ type: ARTICLE_TAG, id }],
    }),
    articleVersions: b.query<ArticleVersion[], number>({
      queryFn: call((id) => ({ url: `newsroom/articles/${id}/versions` })),
      providesTags: (_r, _e, id) => [{ type: ARTICLE_TAG, id }],
    }),
    slugOf: b.query<SlugProposal, { title: string; id?: number }>({
      queryFn: call((args) => ({ url: `newsroom/slug${searchOf(args)}` })),
    }),
    createArticle: b.mutation<Article, ArticleInput>({
      queryFn: call((body) => ({ url: 'newsroom/articles', method: 'POST', body })),
      invalidatesTags: [{ type: ARTICLE_TAG, id: 'LIST' }],
    }),
    updateArticle: b.mutation<Article, { id: number; version: number; changes: ArticleInput }>({
      queryFn: call(({ id, version, changes }) => ({
        url: `newsroom/articles/${id}`,
        method: 'PATCH',
        body: changes,
        headers: ifMatch(version),
      })),
      invalidatesTags: (_r, _e, { id }) => [
        { type: ARTICLE_TAG, id },
        { type: ARTICLE_TAG, id: 'LIST' },
      ],
    }),
    articleAction: b.mutation<
      Article,
      { id: number; version: number; action: 'submit' | 'publish' | 'unpublish'; at?: string }
    >({
      queryFn: call(({ id, version, action, at }) => ({
        url: `newsroom/articles/${id}/${action}`,
        method: 'POST',
        body: at ? { at } : {},
        headers: ifMatch(version),
      })),
      invalidatesTags: (_r, _e, { id }) => [
        { type: ARTICLE_TAG, id },
        { type: ARTICLE_TAG, id: 'LIST' },
      ],
    }),
    staffList: b.query<Page<StaffAccount>, void>({
      queryFn: call(() => ({ url: 'newsroom/staff' })),
      providesTags: [STAFF_TAG],
    }),
    addStaff: b.mutation<Item<StaffAccount>, NewStaff>({
      queryFn: call((body) => ({ url: 'newsroom/staff', method: 'POST', body })),
      invalidatesTags: [STAFF_TAG],
    }),
    changeStaff: b.mutation<Item<StaffAccount>, StaffChange>({
      queryFn: call(({ id, ...body }) => ({ url: `newsroom/staff/${id}`, method: 'PATCH', body })),
      invalidatesTags: [STAFF_TAG],
    }),
    audit: b.query<Page<AuditEntry>, { before?: number }>({
      queryFn: call((args) => ({ url: `newsroom/audit${searchOf(args)}` })),
    }),
  }),
});

export const {
  useMeQuery,
  useSignInMutation,
  useSignOutMutation,
  useArticlesQuery,
  useArticleQuery,
  useArticleVersionsQuery,
  useLazySlugOfQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useArticleActionMutation,
  useStaffListQuery,
  useAddStaffMutation,
  useChangeStaffMutation,
  useAuditQuery,
} = newsroomApi;
