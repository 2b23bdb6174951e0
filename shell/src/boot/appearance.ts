import { applyAppearance, READER_KEYS, readAppearance } from '@janmat/shared/reader';
import { yourTopicsRow } from './yourTopicsRow';

/**
 * The reader's theme and text size (kept in this browser by the appearance controls), put on `<html>`
 * by this inline script in the head, before anything of the body is painted: the first paint is
 * already in the reader's theme and size, and nothing moves when the scripts come. A value the site
 * does not know, or a blocked storage, leaves the defaults (the device's theme, normal size). A choice
 * made in another tab applies here at once (the `storage` event; `null` is the storage cleared).
 * Home's row of the topics the reader follows is filled the same way, before it is painted.
 */
export function appearance(): void {
  const apply = () => applyAppearance(document.documentElement, readAppearance());
  apply();
  addEventListener('storage', (event) => {
    if (event.key === READER_KEYS.appearance || event.key === null) apply();
  });
  yourTopicsRow(document);
}
