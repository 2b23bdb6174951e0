import { pushNotice, useAppDispatch } from '@janmat/shared';
import { NOT_KEPT } from '@janmat/shared/reader';
import { useCallback } from 'react';

/** Runs a change of what the browser keeps; when the browser refuses it, tells the reader in Hindi. */
export function useKeep(): (change: () => boolean) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (change) => {
      if (!change()) dispatch(pushNotice({ text: NOT_KEPT, tone: 'error' }));
    },
    [dispatch],
  );
}
