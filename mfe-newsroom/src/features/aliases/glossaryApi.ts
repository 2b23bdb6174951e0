import type { Item, NewsroomNotice, Page, SearchGlossaryEntry } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

const GLOSSARY_TAG = 'NewsroomSearchGlossary' as const;

/** An English word or phrase readers type and the Hindi forms the search reads it as. */
export type { SearchGlossaryEntry };

const tags = [GLOSSARY_TAG];

const glossaryApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    /** The entries whose English or Hindi contains the text (at most 50). */
    findGlossary: b.query<Page<SearchGlossaryEntry>, string>({
      queryFn: newsroomCall((q) => ({ url: `newsroom/glossary?${new URLSearchParams({ q })}` })),
      providesTags: tags,
    }),
    /** Adds an entry or changes its Hindi forms. */
    saveGlossaryEntry: b.mutation<Item<SearchGlossaryEntry>, SearchGlossaryEntry>({
      queryFn: newsroomCall(({ term, hindi }) => ({
        url: `newsroom/glossary/${encodeURIComponent(term)}`,
        method: 'PUT',
        body: { hindi },
      })),
      invalidatesTags: tags,
    }),
    /** Removes an entry: the search no longer reads its English word as Hindi. */
    removeGlossaryEntry: b.mutation<NewsroomNotice, string>({
      queryFn: newsroomCall((term) => ({ url: `newsroom/glossary/${encodeURIComponent(term)}`, method: 'DELETE' })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useFindGlossaryQuery, useSaveGlossaryEntryMutation, useRemoveGlossaryEntryMutation } = glossaryApi;
