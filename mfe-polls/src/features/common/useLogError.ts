import { useEffect } from 'react';

/** Logs a failed request once per error (spec §8: failures go to the console as well). */
export function useLogError(context: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [context, error]);
}
