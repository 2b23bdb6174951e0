import { strictObject, text } from './newsroomFields';

export const ALIAS_TERM_MAX = 40;
export const ALIAS_EXPANSION_MAX = 100;

/**
 * The alias rules' Hindi texts, under the form's fields and in the server's 400 answer. Kept beside
 * the schema (not in NEWSROOM_FIELD_MESSAGES), so only the alias page downloads them.
 */
export const ALIAS_FIELD_MESSAGES = {
  termInvalid: `खोज का शब्द एक ही शब्द होना चाहिए: केवल अक्षर और अंक, बिना खाली जगह या चिह्न (अधिकतम ${ALIAS_TERM_MAX} अक्षर)।`,
  expansionInvalid: `अर्थ देवनागरी में लिखा नाम या वाक्यांश होना चाहिए: केवल देवनागरी अक्षर और शब्दों के बीच खाली जगह (अधिकतम ${ALIAS_EXPANSION_MAX} अक्षर)।`,
  sameAsTerm: 'अर्थ वही नहीं हो सकता जो खोज का शब्द है।',
} as const;
const M = ALIAS_FIELD_MESSAGES;

/** One word: letters (any script) with their marks, and digits; joiners may sit inside a Devanagari word. */
const ONE_WORD = /^[\p{L}\p{M}\p{N}\u200C\u200D]+$/u;
/** Devanagari words (letters, signs, digits; no danda) separated by spaces. */
const DEVANAGARI_PHRASE =
  /^[\u0900-\u0963\u0966-\u097F\u200C\u200D]+(?:\s+[\u0900-\u0963\u0966-\u097F\u200C\u200D]+)*$/;

const termMessage = M.termInvalid;
const expansionMessage = M.expansionInvalid;

/**
 * A search alias: a word readers type (`vvpat`, `बीजेपी`) and the Devanagari name or phrase it stands
 * for (`वीवीपैट`, `भारतीय जनता पार्टी`). Both are trimmed; the server folds the word as a query word
 * is folded, so «BJP» and «bjp» are one term.
 */
export const aliasSchema = strictObject({
  term: text(1, ALIAS_TERM_MAX, { length: termMessage, invalid: termMessage }).test(
    'one-word',
    termMessage,
    (value) => value == null || ONE_WORD.test(value),
  ),
  expansion: text(1, ALIAS_EXPANSION_MAX, { length: expansionMessage, invalid: expansionMessage }).test(
    'devanagari',
    expansionMessage,
    (value) => value == null || DEVANAGARI_PHRASE.test(value),
  ),
}).test('different', M.sameAsTerm, function different(value) {
  const { term, expansion } = (value ?? {}) as { term?: unknown; expansion?: unknown };
  const same = typeof term === 'string' && typeof expansion === 'string' && term === expansion.replace(/\s+/g, ' ');
  return same ? this.createError({ path: 'expansion', message: M.sameAsTerm }) : true;
});
