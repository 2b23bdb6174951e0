import Sanscript from '@indic-transliteration/sanscript';
import { isDevanagari, normaliseText } from './normalise';

/**
 * The loose Latin key of a word, so that Hindi typed on an English keyboard (`sheetkalin satra`,
 * `chunav aayog`) meets the Devanagari it means. A Devanagari word is given the schwa deletion Hindi
 * speakers hear (सरकार → sarkAr, विधानसभा → vidhAnsabhA), converted to ITRANS with sanscript, then
 * folded; a Latin word is folded the same way, so both sides meet in one spelling.
 */

const CONSONANT = /[\u0915-\u0939]/;
const VIRAMA = '\u094D';
const MATRA = /[\u093E-\u094C\u0962\u0963]/;
const CODA = /[\u0901-\u0903]/;
const VOWEL = /[\u0904-\u0914\u0960\u0961]/;

interface Syllable {
  /** The characters as written (cluster, vowel sign, anusvara). */
  text: string;
  consonants: number;
  /** The consonant carries the inherent "a" (no vowel sign, no virama). */
  schwa: boolean;
  /** Ends with an anusvara, chandrabindu or visarga. */
  coda: boolean;
  /** The vowel sign or independent vowel (for the `-iya` ending). */
  vowel: string;
}

/** Splits a Devanagari word into syllables (consonant cluster + vowel + anusvara), other characters as their own. */
function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (CONSONANT.test(c)) {
      let text = c;
      let consonants = 1;
      i += 1;
      while (chars[i] === VIRAMA && chars[i + 1] && CONSONANT.test(chars[i + 1]!)) {
        text += VIRAMA + chars[i + 1];
        consonants += 1;
        i += 2;
      }
      let schwa = true;
      let vowel = '';
      if (chars[i] === VIRAMA) {
        text += VIRAMA;
        schwa = false;
        i += 1;
      } else if (chars[i] && MATRA.test(chars[i]!)) {
        vowel = chars[i]!;
        text += vowel;
        schwa = false;
        i += 1;
      }
      let coda = false;
      while (chars[i] && CODA.test(chars[i]!)) {
        text += chars[i];
        coda = true;
        i += 1;
      }
      out.push({ text, consonants, schwa, coda, vowel });
    } else {
      let text = c;
      i += 1;
      const isVowel = VOWEL.test(c);
      while (isVowel && chars[i] && CODA.test(chars[i]!)) text += chars[i++];
      out.push({ text, consonants: 0, schwa: false, coda: false, vowel: isVowel ? c : '' });
    }
  }
  return out;
}

const hasVowel = (s: Syllable | undefined, deleted: Set<number>, index: number): boolean =>
  s !== undefined && (s.vowel !== '' || (s.schwa && !deleted.has(index)));

/**
 * Marks the inherent vowels Hindi does not pronounce with a virama: the last one (not after a cluster
 * ending in य, र or व, सत्र stays satra, nor in -iya, राष्ट्रीय), and, left to right, one
 * between a vowel and a consonant with a vowel (सरकार → सर्कार), never the first syllable's.
 */
export function deleteSchwas(word: string): string {
  const parts = syllables(word);
  const deleted = new Set<number>();
  const last = parts.length - 1;
  const final = parts[last];
  const iya = final?.text === 'य' && /[िी]/.test(parts[last - 1]?.vowel ?? '');
  // A final cluster keeps its vowel when it ends in य, र or व (मध्य, सत्र, तत्व), not otherwise (किस्त).
  const sounded = final !== undefined && final.consonants > 1 && /[यरव]$/.test(final.text);
  if (last > 0 && final?.schwa && !final.coda && !iya && !sounded) deleted.add(last);
  for (let i = 1; i < last; i += 1) {
    const s = parts[i]!;
    if (!s.schwa || s.consonants !== 1 || s.coda) continue;
    const next = parts[i + 1];
    if (!hasVowel(parts[i - 1], deleted, i - 1)) continue;
    if (next?.consonants !== 1 || !hasVowel(next, deleted, i + 1)) continue;
    deleted.add(i);
  }
  return parts.map((s, i) => (deleted.has(i) ? s.text + VIRAMA : s.text)).join('');
}

/** ITRANS spellings that readers type otherwise (case matters: ITRANS uses it). */
const ITRANS_FOLDS: [RegExp, string][] = [
  [/RR[iI]/g, 'ri'],
  [/LL[iI]/g, 'li'],
  [/j~n/g, 'gy'],
  [/~[nN]/g, 'n'],
  [/\.N|M/g, 'n'],
  [/\.[ha]|H/g, ''],
  [/kSh/g, 'ksh'],
];

/**
 * Folds a Latin spelling: lower case, ee/oo → i/u, f/z/w/q → ph/j/v/k, doubled letters collapsed; then
 * rh → dh, as readers write ढ़ (`aligarh`, `hanumangarh`) where the key has ढ (nukta folded), and
 * collapsed again. The last step is the one migration 0022 applies to the keys indexed before it.
 */
export function foldLatin(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/chh/g, 'ch')
    .replace(/f/g, 'ph')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ksh')
    .replace(/m(?=[bpv])/g, 'n')
    .replace(/(.)\1+/g, '$1')
    .replace(/rh/g, 'dh')
    .replace(/(.)\1+/g, '$1');
}

/** Keys already made (a corpus repeats its words); cleared when it grows past MEMO_MAX. */
const memo = new Map<string, string>();
const MEMO_MAX = 200_000;

/** The loose Latin key of one word (already normalised); '' when it has no letter to key. */
export function romanise(word: string): string {
  if (!isDevanagari(word)) return foldLatin(word);
  let key = memo.get(word);
  if (key === undefined) {
    if (memo.size >= MEMO_MAX) memo.clear();
    key = devanagariKey(word);
    memo.set(word, key);
  }
  return key;
}

function devanagariKey(word: string): string {
  let itrans = Sanscript.t(deleteSchwas(word), 'devanagari', 'itrans');
  for (const [pattern, replacement] of ITRANS_FOLDS) itrans = itrans.replace(pattern, replacement);
  return foldLatin(itrans);
}

/** The loose Latin key of a text: each word's, space-separated. */
export function romaniseText(text: string): string {
  return (normaliseText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(romanise).filter(Boolean).join(' ');
}
