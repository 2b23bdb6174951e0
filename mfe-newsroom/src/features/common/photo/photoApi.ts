import type { UploadedPhotoAnswer } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../../api/newsroomApi';

/** The photo desk's upload: the chosen file itself as the body, with its type. */
const photoApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    uploadPhoto: b.mutation<UploadedPhotoAnswer, File>({
      queryFn: newsroomCall((file) => ({
        url: 'newsroom/photos',
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
      })),
    }),
  }),
});

export const { useUploadPhotoMutation } = photoApi;
