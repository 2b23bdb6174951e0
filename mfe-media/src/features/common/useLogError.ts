import { useEffect } from 'react';

/** Writes a failed request's error to the console once per error. */
export function useLogError(error: unknown): void {
  useEffect(() => {
    if (error) console.error('Janmat media: request failed', error);
  }, [error]);
}
