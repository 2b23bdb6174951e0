import { useState } from 'react';
import { errorMessage } from '../errorMessage';
import { useUploadPhotoMutation } from './photoApi';

/** Photos the server takes (it checks the bytes too). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Uploads a chosen file; answers its stored path, or undefined with the refusal in `error`. */
export function usePhotoUpload() {
  const [send, { isLoading }] = useUploadPhotoMutation();
  const [error, setError] = useState<string>();
  const upload = async (file: File): Promise<string | undefined> => {
    setError(undefined);
    const result = await send(file);
    if ('error' in result) {
      setError(errorMessage(result.error));
      return undefined;
    }
    return result.data.photo;
  };
  return { upload, busy: isLoading, error };
}
