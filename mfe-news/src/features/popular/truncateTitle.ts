/** Longest popular-news title shown in full (spec §9). */
export const POPULAR_TITLE_LIMIT = 65;

let segmenter: Intl.Segmenter | undefined;

/**
 * Cuts a title to `limit` user-perceived characters and appends `...`. Characters are grapheme
 * clusters, so a Devanagari letter keeps its vowel signs and virama (no broken combining marks).
 * The segmenter is made on the first title that needs it: making one loads the browser's break
 * rules, which is too slow to do while the page's code starts.
 */
export function truncateTitle(title: string, limit: number = POPULAR_TITLE_LIMIT): string {
  // A character is at least one UTF-16 unit, so a title this short cannot be over the limit.
  if (title.length <= limit) return title;
  segmenter ??= new Intl.Segmenter('hi', { granularity: 'grapheme' });
  const graphemes = Array.from(segmenter.segment(title), (s) => s.segment);
  if (graphemes.length <= limit) return title;
  return `${graphemes.slice(0, limit).join('')}...`;
}
