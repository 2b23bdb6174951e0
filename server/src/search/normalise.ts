/**
 * Devanagari normalisation, the same on the index and on the query: the spellings readers mix up
 * (`गांधी`/`गाँधी`, `ज़`/`ज`, `हिन्दी`/`हिंदी`, `कॉलेज`/`कोलेज`) become one form.
 */

/** Zero-width characters, bidi controls, the BOM, soft hyphens and variation selectors. */
const INVISIBLE = /\u034F|[\uFE00-\uFE0F]|[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g;

/** Lone UTF-16 surrogates (from broken input): dropped. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Precomposed nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) → their base letters. */
const NUKTA_LETTERS: Record<string, string> = {
  '\u0958': '\u0915',
  '\u0959': '\u0916',
  '\u095A': '\u0917',
  '\u095B': '\u091C',
  '\u095C': '\u0921',
  '\u095D': '\u0922',
  '\u095E': '\u092B',
  '\u095F': '\u092F',
};

/** Vowel signs written more than one way. */
const VARIANTS: [RegExp, string][] = [
  [/\u093C/g, ''], // combining nukta
  [/\u0901/g, '\u0902'], // chandrabindu → anusvara
  [/\u0949/g, '\u094B'], // ॉ → ो
  [/\u0945/g, '\u0947'], // ॅ → े
  [/\u0911/g, '\u0913'], // ऑ → ओ
  [/\u090D/g, '\u090F'], // ऍ → ए
  [/\u0972/g, '\u0905'], // ॲ → अ
  // A nasal consonant with virama before another consonant is written as the anusvara too (हिन्दी → हिंदी).
  [/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g, '\u0902'],
  [/\u0964|\u0965/g, ' '], // danda, double danda
];

/** Text with the invisible characters and broken surrogates removed and NFC applied. */
export function cleanInput(text: string): string {
  return text.replace(LONE_SURROGATE, '').replace(INVISIBLE, '').normalize('NFC');
}

/** Normalises Devanagari (and lower-cases Latin) text; other characters are kept. */
export function normaliseText(text: string): string {
  let out = cleanInput(text).replace(/[\u0958-\u095F]/g, (c) => NUKTA_LETTERS[c] ?? c);
  for (const [pattern, replacement] of VARIANTS) out = out.replace(pattern, replacement);
  return out.toLowerCase();
}

/** Letters (any script, with their marks) and digits: a word. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, normalised (punctuation and symbols separate words and are dropped). */
export function words(text: string): string[] {
  return normaliseText(text).match(WORD) ?? [];
}

/** True for a word written in Devanagari. */
export function isDevanagari(word: string): boolean {
  return /[\u0900-\u097F]/.test(word);
}
