/** How many page numbers the pager shows around the current one, at most. */
const WINDOW = 5;

/** The page numbers the pager links: up to five, the current one in the middle where it can be. */
export function pagerPages(current: number, last: number): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), last - WINDOW + 1));
  const pages: number[] = [];
  for (let page = first; page <= Math.min(last, first + WINDOW - 1); page++) pages.push(page);
  return pages;
}
