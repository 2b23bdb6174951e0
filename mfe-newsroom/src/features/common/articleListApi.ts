import type { ArticleListItem, ArticleStatus, Page } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

/** The tag of the newsroom's articles: `LIST` for every list of them, its id for one. */
export const ARTICLE_TAG = 'NewsroomArticle' as const;

/** The article search's filters, and the `before` of a page after the first. */
export interface ArticleFilters {
  q?: string;
  status?: ArticleStatus;
  category?: string;
  state?: string;
  reporter?: number;
  before?: number;
}

/**
 * The newsroom's article search (every status; a reporter's own only), newest first: the article list
 * and the pickers that attach an article to a ticker item or a poll.
 */
const articleListApi = newsroomBase.enhanceEndpoints({ addTagTypes: [ARTICLE_TAG] }).injectEndpoints({
  endpoints: (b) => ({
    articles: b.query<Page<ArticleListItem>, ArticleFilters>({
      queryFn: newsroomCall((filters) => ({ url: `newsroom/articles${searchOf(filters)}` })),
      providesTags: [{ type: ARTICLE_TAG, id: 'LIST' }],
    }),
  }),
});

export const { useArticlesQuery } = articleListApi;
