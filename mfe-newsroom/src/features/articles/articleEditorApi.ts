import type { Page, UploadedPhotoAnswer } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

/** An author as the reporter pick shows them. */
interface AuthorChoice {
  id: number;
  name: string;
}

/** The editor's own calls: photo upload (the file itself as the body) and the authors to name. */
const articleEditorApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    uploadPhoto: b.mutation<UploadedPhotoAnswer, File>({
      queryFn: newsroomCall((file) => ({
        url: 'newsroom/photos',
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
      })),
    }),
    authorChoices: b.query<Page<AuthorChoice>, void>({
      queryFn: newsroomCall(() => ({ url: 'newsroom/authors' })),
    }),
  }),
});

export const { useUploadPhotoMutation, useAuthorChoicesQuery } = articleEditorApi;
