import { notePageError } from './pageErrors';

/**
 * `onCaughtError` of the page's React root: an error a section's boundary caught is kept for the
 * health beacon (it reaches no window `error` event), and logged as React does by default.
 */
export function keepCaughtError(error: unknown, info: { componentStack?: string }): void {
  notePageError(error, info.componentStack);
  console.error(error);
}
