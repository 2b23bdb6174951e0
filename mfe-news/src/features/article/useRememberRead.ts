import { rememberRead } from '@janmat/shared/reader';
import { useEffect } from 'react';

/**
 * Puts the article the reader opened first in «हाल में पढ़ी गईं» (kept in this browser, never sent),
 * once per article shown: after hydration, so the server's HTML stays the same for everyone. A browser
 * that keeps nothing only leaves the list as it was.
 */
export function useRememberRead(path: string, title: string, photo: string): void {
  useEffect(() => {
    rememberRead({ path, title, ...(photo ? { photo } : {}) });
  }, [path, title, photo]);
}
