/** Longest popular-news title shown in full (spec §9). */
export const POPULAR_TITLE_LIMIT = 65;

/** Devanagari consonants (with the nukta forms), which a virama joins to the next one. */
const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F\\u0978-\\u097F]';

/**
 * One user-perceived character: a letter with its signs (vowel signs, nukta, virama, anusvara,
 * ZWJ/ZWNJ); consonants joined by a virama (and ZWJ) into a conjunct ("स्थ", "क्ष") are one, as
 * Unicode's grapheme clusters count them (UAX #29, rule GB9c).
 */
const CHARACTER = new RegExp(
  `(?:${CONSONANT}\\u093C?\\u094D\\u200D?(?=${CONSONANT}))*\\P{M}[\\p{M}\\u200C\\u200D]*`,
  'gu',
);

/**
 * Cuts a title to `limit` user-perceived characters and appends `...`, never splitting a letter
 * from its vowel signs or a conjunct. A regular expression rather than `Intl.Segmenter`: making a
 * segmenter loads the browser's break rules, about 40 ms at desktop speed and several times that on a cheap phone, while the page hydrates.
 */
export function truncateTitle(title: string, limit: number = POPULAR_TITLE_LIMIT): string {
  // A character is at least one UTF-16 unit, so a title this short cannot be over the limit.
  if (title.length <= limit) return title;
  const characters = title.match(CHARACTER) ?? [];
  if (characters.length <= limit) return title;
  return `${characters.slice(0, limit).join('')}...`;
}
