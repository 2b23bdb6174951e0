import { onCLS, onINP, onLCP } from 'web-vitals';
import { readPinnedRemotes } from '../federation/pinnedRemotes';
import { startHealthBeacon } from './healthBeacon';
import { pageErrors } from './pageErrors';
import { sectionLoadFailures } from './sectionLoadFailures';

/**
 * The health beacon's own chunk (with web-vitals), imported by the shell's entry once it runs, i.e.
 * after the reader's first touch (decision 0018): it costs a reader who only reads nothing.
 */
export function loadHealthBeacon(token: string): void {
  const remotes = readPinnedRemotes();
  if (!remotes) return;
  startHealthBeacon({
    token,
    remotes,
    vitals: { onLCP, onINP, onCLS },
    errors: pageErrors,
    loadFailures: sectionLoadFailures,
  });
}
