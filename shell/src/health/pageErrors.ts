/** What a script error leaves to attribute it by: the script's URL and the stack. */
export interface PageError {
  filename?: string;
  stack?: string;
}

/** At most this many are kept: a loop that throws must not fill memory. */
const MAX_KEPT = 200;
const errors: PageError[] = [];
let watching: Window | undefined;

const keep = (error: PageError) => {
  if (errors.length < MAX_KEPT) errors.push(error);
};
const onError = (event: ErrorEvent) =>
  keep({ filename: event.filename || undefined, stack: (event.error as Error | null)?.stack });
const onRejection = (event: PromiseRejectionEvent) => keep({ stack: (event.reason as Error | null)?.stack });

/**
 * Keeps this page view's script errors and unhandled rejections from the moment the shell's entry runs
 * (before the health beacon's own chunk arrives, so none thrown while the page hydrates is missed).
 */
export function watchPageErrors(win: Window = window): void {
  if (watching) return;
  watching = win;
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
}

/**
 * An error a section's error boundary caught (React's `onCaughtError`): it never reaches the window's
 * `error` event, yet it is that section failing. Its component stack helps find whose code it was.
 */
export function notePageError(error: unknown, componentStack?: string): void {
  if (!watching) return;
  const stack = [(error as Error | null)?.stack, componentStack].filter(Boolean).join('\n');
  keep({ stack: stack || undefined });
}

export function pageErrors(): readonly PageError[] {
  return errors;
}

/** Tests only: a fresh page view. */
export function stopWatchingPageErrors(): void {
  watching?.removeEventListener('error', onError);
  watching?.removeEventListener('unhandledrejection', onRejection);
  watching = undefined;
  errors.length = 0;
}
