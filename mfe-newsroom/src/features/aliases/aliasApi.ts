import type { Item, NewsroomNotice, Page, SearchAlias } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

const ALIAS_TAG = 'NewsroomSearchAlias' as const;

/** A word readers type and the Devanagari name or phrase the search then also finds. */
export type { SearchAlias };

const call = newsroomCall;
const tags = [ALIAS_TAG];

const aliasApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    searchAliases: b.query<Page<SearchAlias>, void>({
      queryFn: call(() => ({ url: 'newsroom/aliases' })),
      providesTags: tags,
    }),
    addSearchAlias: b.mutation<Item<SearchAlias>, SearchAlias>({
      queryFn: call((body) => ({ url: 'newsroom/aliases', method: 'POST', body })),
      invalidatesTags: tags,
    }),
    removeSearchAlias: b.mutation<NewsroomNotice, string>({
      queryFn: call((term) => ({ url: `newsroom/aliases/${encodeURIComponent(term)}`, method: 'DELETE' })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useSearchAliasesQuery, useAddSearchAliasMutation, useRemoveSearchAliasMutation } = aliasApi;
