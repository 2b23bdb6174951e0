/** Longest popular-news title shown in full (spec §9). */
export const POPULAR_TITLE_LIMIT = 65;

const segmenter = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/**
 * Cuts a title to `limit` user-perceived characters and appends `...`. Characters are grapheme
 * clusters, so a Devanagari letter keeps its vowel signs and virama (no broken combining marks).
 */
export function truncateTitle(title: string, limit: number = POPULAR_TITLE_LIMIT): string {
  const graphemes = Array.from(segmenter.segment(title), (s) => s.segment);
  if (graphemes.length <= limit) return title;
  return `${graphemes.slice(0, limit).join('')}...`;
}
