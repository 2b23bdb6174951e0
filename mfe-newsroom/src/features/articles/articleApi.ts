import type { Article, ArticleVersion, Page, PushOutcome, SlugProposal } from '@janmat/shared/contracts';
import { ifMatch, newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';
import { ARTICLE_TAG } from '../common/articleListApi';

/** What an editor sends: every field optional on a change. */
export interface ArticleInput {
  title?: string;
  slug?: string;
  category?: string;
  state?: string | null;
  subtype?: string | null;
  reporterId?: number;
  photo?: string;
  body?: string;
}

/** An author as the reporter pick shows them. */
interface AuthorChoice {
  id: number;
  name: string;
}

const call = newsroomCall;
const changed = (id: number) => [
  { type: ARTICLE_TAG, id },
  { type: ARTICLE_TAG, id: 'LIST' as const },
];

/** The editor's calls: one article, its history, a slug for a title, saving, its steps, the authors to name. */
export const articleApi = newsroomBase.enhanceEndpoints({ addTagTypes: [ARTICLE_TAG] }).injectEndpoints({
  endpoints: (b) => ({
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
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    articleAction: b.mutation<
      Article & { push?: PushOutcome },
      { id: number; version: number; action: 'submit' | 'publish' | 'unpublish'; at?: string; push?: boolean }
    >({
      queryFn: call(({ id, version, action, at, push }) => ({
        url: `newsroom/articles/${id}/${action}`,
        method: 'POST',
        body: { ...(at ? { at } : {}), ...(push ? { push: true } : {}) },
        headers: ifMatch(version),
      })),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    authorChoices: b.query<Page<AuthorChoice>, void>({
      queryFn: call(() => ({ url: 'newsroom/authors' })),
    }),
  }),
});

export const {
  useArticleQuery,
  useArticleVersionsQuery,
  useLazySlugOfQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useArticleActionMutation,
  useAuthorChoicesQuery,
} = articleApi;
