import type { Page } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

/** An author as the reporter pick shows them. */
interface AuthorChoice {
  id: number;
  name: string;
}

/** The editor's own calls: the authors to name. */
const articleEditorApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    authorChoices: b.query<Page<AuthorChoice>, void>({
      queryFn: newsroomCall(() => ({ url: 'newsroom/authors' })),
    }),
  }),
});

export const { useAuthorChoicesQuery } = articleEditorApi;
