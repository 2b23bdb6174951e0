/**
 * What visitors write, as it will be shown: format characters (`\p{Cf}`: zero-width space, bidi
 * marks, embeddings, overrides and isolates such as RLM, ALM, LRE, RLO, LRI, the BOM, the word
 * joiner, …) and the fillers that draw nothing (Hangul fillers, Braille blank, the combining grapheme
 * joiner, Khmer inherent vowels) are removed. A zero-width joiner or non-joiner stays only between
 * a letter (or mark, or emoji) and a letter (or emoji), where Hindi uses it to shape a conjunct
 * (`क्‍ष`) and emoji to build one picture; anywhere else it shows nothing and goes too. Control
 * characters (`\p{Cc}`) go too, but for the tab and line breaks a message may hold. What is left is
 * empty when it has nothing a mark could sit on: a field of combining marks alone (five U+0301)
 * draws nothing a reader could read, so it is as missing as a blank one.
 */
const INVISIBLE = /\p{Cf}|[\u115F\u1160\u180E\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;
const CONTROLS = /(?![\t\n\r])\p{Cc}/gu;
/** A character that draws something of its own: not a mark, a space, a line break or a joiner. */
const BASE = /[^\p{M}\p{Z}\s\u200C\u200D]/u;
const JOINERS = new Set(['\u200C', '\u200D']);
const JOINS_AFTER = /[\p{L}\p{M}\p{Extended_Pictographic}]$/u;
const JOINS_BEFORE = /^[\p{L}\p{Extended_Pictographic}]/u;

/** `text` without the characters that show nothing (see above). */
export function visibleText(text: string): string {
  const shown = text.replace(CONTROLS, '').replace(INVISIBLE, (char: string, offset: number, whole: string) => {
    const shaping =
      JOINERS.has(char) &&
      JOINS_AFTER.test(whole.slice(Math.max(0, offset - 2), offset)) &&
      JOINS_BEFORE.test(whole.slice(offset + 1, offset + 3));
    return shaping ? char : '';
  });
  return BASE.test(shown) ? shown : '';
}

/** Characters a reader sees in `text` (code points; the joiners that shape a conjunct are not counted). */
export function visibleLength(text: string): number {
  let length = 0;
  for (const char of visibleText(text)) if (!JOINERS.has(char)) length += 1;
  return length;
}

/** A yup transform: text made visible (other values left for the type check to refuse). */
export const toVisible = (value: unknown) => (typeof value === 'string' ? visibleText(value) : value);

/** A yup test: no value yet, or at least `min` visible characters. */
export const visiblyAtLeast = (min: number) => (value: string | null | undefined) =>
  value == null || value === '' || visibleLength(value) >= min;
