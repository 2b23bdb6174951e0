import { cleanInput, isDevanagari, words } from './normalise';
import { romanise } from './romanise';

/** At most this many words of a query are searched (the rest are ignored). */
const MAX_QUERY_WORDS = 8;

/** Postpositions, conjunctions and auxiliaries, in Devanagari and as typed in Latin letters: not searched alone. */
const STOPWORDS = new Set(
  (
    'का के की को से में पर ने और या है हैं था थे थी हो भी तो ही एक यह वह इस उस इन उन लिए साथ तक जो कि ' +
    'ka ke ki ko se me mein men par ne aur ya hai hain tha the thi ho bhi to hi ek yah vah is us in un liye sath tak jo'
  ).split(' '),
);

/** One word of a query: its normalised form, its loose Latin key, and whether it was typed in Devanagari. */
interface QueryWord {
  word: string;
  roman: string;
  devanagari: boolean;
}

export interface ParsedQuery {
  words: QueryWord[];
  /** The words joined: the query's part of the cache key. */
  key: string;
}

/** A reader's query as words to search; no words (empty, spaces, punctuation only) → none. */
export function parseQuery(q: string): ParsedQuery {
  const all = words(cleanInput(q));
  const meaningful = all.filter((w) => !STOPWORDS.has(w));
  const chosen = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  const unique = [...new Set(chosen)];
  return {
    words: unique.map((word) => ({ word, roman: romanise(word), devanagari: isDevanagari(word) })),
    key: unique.join(' '),
  };
}
