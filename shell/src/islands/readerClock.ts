import { formatHeaderDate, isoDay } from '../layout/formatHeaderDate';

/**
 * The header's date as the reader's own clock has it (the server wrote its own day): what the
 * header does once hydrated, done here on a page of islands, where the header is the server's HTML.
 */
export function readerClock(now: Date = new Date()): void {
  const time = document.querySelector('header time');
  if (!time) return;
  time.setAttribute('datetime', isoDay(now));
  time.textContent = formatHeaderDate(now);
}
