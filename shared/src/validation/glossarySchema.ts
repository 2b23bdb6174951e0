import { strictObject, text } from './newsroomFields';

export const GLOSSARY_TERM_MAX = 60;
export const GLOSSARY_HINDI_MAX = 200;

/** The glossary rules' Hindi texts, under the form's fields and in the server's 400 answer. */
export const GLOSSARY_FIELD_MESSAGES = {
  termInvalid: `अंग्रेज़ी शब्द या वाक्यांश: एक से चार शब्द, केवल अंग्रेज़ी अक्षर और अंक (अधिकतम ${GLOSSARY_TERM_MAX} अक्षर)।`,
  hindiInvalid: `हिंदी रूप देवनागरी में लिखें; एक से ज़्यादा हों तो अल्पविराम से अलग करें, सबसे चलता रूप पहले (अधिकतम ${GLOSSARY_HINDI_MAX} अक्षर)।`,
} as const;
const M = GLOSSARY_FIELD_MESSAGES;

/** One to four words of Latin letters and digits, separated by spaces. */
const ENGLISH_PHRASE = /^[A-Za-z0-9]+(?:\s+[A-Za-z0-9]+){0,3}$/;
/** A Devanagari word (letters, signs, digits, also 0–9 as in जी20; no danda). */
const WORD = '[\\u0900-\\u0963\\u0966-\\u097F\\u200C\\u200D0-9]+';
/** Devanagari forms (words separated by spaces), separated by commas. */
const DEVANAGARI_FORMS = new RegExp(`^${WORD}(?:\\s+${WORD})*(?:\\s*,\\s*${WORD}(?:\\s+${WORD})*)*$`);

const hindi = text(1, GLOSSARY_HINDI_MAX, { length: M.hindiInvalid, invalid: M.hindiInvalid }).test(
  'devanagari-forms',
  M.hindiInvalid,
  (value) => value == null || DEVANAGARI_FORMS.test(value.trim()),
);

/** The Hindi forms of a glossary entry (`भाजपा, बीजेपी`): what a change sends. */
export const glossaryFormsSchema = strictObject({ hindi });

/**
 * A glossary entry: an English word or phrase readers type (`parliament`, `chief minister`) and the
 * Hindi forms Hindi news writes it in, the usual first. The server folds the term as a query is folded.
 */
export const glossarySchema = strictObject({
  term: text(1, GLOSSARY_TERM_MAX, { length: M.termInvalid, invalid: M.termInvalid }).test(
    'english-phrase',
    M.termInvalid,
    (value) => value == null || ENGLISH_PHRASE.test(value.trim()),
  ),
  hindi,
});
