/**
 * React's report that the server could not finish a part of the page (a section whose server
 * container failed or was late) and the browser rendered it instead: the designed fallback, not a fault.
 * In production React gives only its number.
 */
const LEFT_TO_BROWSER = /#419\b|could not finish this Suspense boundary/;

/**
 * `onRecoverableError` of the hydration: a section left to the browser is noted quietly; anything
 * else (the server's HTML and the browser's first render disagreeing) is logged as a hydration error.
 */
export function reportRecoverable(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (LEFT_TO_BROWSER.test(message)) {
    console.info('A section the server could not render was rendered in the browser.');
    return;
  }
  console.error('Hydration error: the page was rendered again in the browser.', error);
}
