import type { StaffAuthor as Author, Item, Page } from '@janmat/shared/contracts';
import { ifMatch, newsroomBase, newsroomCall } from '../../api/newsroomApi';

const AUTHOR_TAG = 'NewsroomAuthor' as const;

/** An author (spec §3): name, description, photo path, two links — the readers' own type. */
export type { Author };

export type AuthorFields = Omit<Author, 'id' | 'version'>;

const call = newsroomCall;
const tags = [AUTHOR_TAG];

const authorApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    authors: b.query<Page<Author>, void>({
      queryFn: call(() => ({ url: 'newsroom/authors' })),
      providesTags: tags,
    }),
    addAuthor: b.mutation<Item<Author>, AuthorFields>({
      queryFn: call((body) => ({ url: 'newsroom/authors', method: 'POST', body })),
      invalidatesTags: tags,
    }),
    changeAuthor: b.mutation<Item<Author>, { id: number; version: number; changes: Partial<AuthorFields> }>({
      queryFn: call(({ id, version, changes }) => ({
        url: `newsroom/authors/${id}`,
        method: 'PATCH',
        body: changes,
        headers: ifMatch(version),
      })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useAuthorsQuery, useAddAuthorMutation, useChangeAuthorMutation } = authorApi;
