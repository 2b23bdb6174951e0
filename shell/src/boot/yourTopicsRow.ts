import { fillYourTopics, YOUR_TOPICS_ATTR } from '@janmat/shared/reader';

/**
 * Fills home's row of the reader's topics as the parser adds it, before it is painted: the parser's
 * additions are reported in a microtask, which runs before the browser renders what it added. So a
 * reader who follows something sees the row in the first frame that shows it, and nothing below it
 * moves. The watch ends with the row, or with the document parsed (a page without the row).
 */
export function yourTopicsRow(doc: Document): void {
  const selector = `[${YOUR_TOPICS_ATTR}]`;
  const fill = (): boolean => {
    const row = doc.querySelector(selector);
    if (row) fillYourTopics(row);
    return row !== null;
  };
  if (fill() || !window.MutationObserver) return;
  const watch = new MutationObserver(() => {
    if (fill()) watch.disconnect();
  });
  watch.observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => watch.disconnect(), { once: true });
}
