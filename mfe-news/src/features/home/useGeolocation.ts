import { useEffect, useState } from 'react';

/**
 * Asks the browser for the reader's position once, as the weather box always has. The coordinates
 * are not used for any call; a failure is kept (never shown), so nothing on the page depends on it.
 */
export function useGeolocation(): { error: string | null } {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setError('Geolocation is not supported');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      () => setError(null),
      (failure) => setError(failure.message),
    );
  }, []);
  return { error };
}
