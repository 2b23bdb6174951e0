import type { ParsedQuery } from './query';

/**
 * The spellings of one query word: its tsquery group (`'a' | 'b'`, null when the index has none), the
 * words, and its reading (the words of its best spelling: `school` → स्कूल; '' when it has none).
 */
export interface Spelling {
  grp: string | null;
  words: string;
  reading: string;
}

/** One word's spellings as search_run_kept() (migrations 0021, 0024) answers them. */
export interface LookedUp {
  i: number;
  grp: string;
  words: string;
  reading?: string | null;
}

/** A glossary term is at most this many words (migration 0024): a Latin word's spellings depend on its neighbours that far. */
const PHRASE_REACH = 3;

/** At most this many words' spellings are kept (the least recently used go first). */
const MAX_KEPT = 20_000;

/**
 * The spellings of query words found by earlier searches, kept at the vocabulary version they were
 * found at (search_vocabulary, raised by every new word or alias). A search sends the kept ones with
 * that version; the database uses them only while it is still the current one, looks the others up
 * and answers them with the current version, which replaces everything kept at an older one.
 */
export class KeptSpellings {
  private version: number | null = null;
  private readonly kept = new Map<string, Spelling>();

  constructor(private readonly limit = MAX_KEPT) {}

  /**
   * The last word of a suggestion is a prefix: its spellings differ from the same word's in full. A
   * Latin word may be part of a glossary phrase (`election commission`): its neighbours are in its key.
   */
  private static key(query: ParsedQuery, i: number, prefixLast: boolean): string {
    const prefix = prefixLast && i === query.words.length - 1;
    const word = query.words[i]!;
    const context = word.devanagari
      ? word.word
      : query.words
          .slice(Math.max(0, i - PHRASE_REACH), i + PHRASE_REACH + 1)
          .map((w, at) => (at === Math.min(i, PHRASE_REACH) ? `[${w.word}]` : w.word))
          .join(' ');
    return `${prefix ? 'p' : 'w'}:${context}`;
  }

  /**
   * The words as search_run_kept() reads them, the kept ones marked `known` (their spellings in
   * `known`), and the version they were found at.
   */
  input(
    query: ParsedQuery,
    prefixLast: boolean,
  ): { words: string; version: number | null; known: Map<number, Spelling> } {
    const known = new Map<number, Spelling>();
    const words = query.words.map((w, i) => {
      const key = KeptSpellings.key(query, i, prefixLast);
      const spelling = this.kept.get(key);
      if (!spelling) return { i, word: w.word, roman: w.roman };
      // Used again: moves to the newest end.
      this.kept.delete(key);
      this.kept.set(key, spelling);
      known.set(i, spelling);
      return { i, word: w.word, roman: w.roman, known: true, grp: spelling.grp, words: spelling.words };
    });
    return { words: JSON.stringify(words), version: this.version, known };
  }

  /** Keeps the spellings a search looked up (`looked`; a word missing from it has none) at `version`. */
  learn(
    query: ParsedQuery,
    prefixLast: boolean,
    sent: ReturnType<KeptSpellings['input']>,
    version: number,
    looked: LookedUp[],
  ) {
    // An answer older than the version kept now (a search that raced a newer one) teaches nothing.
    if (this.version !== null && version < this.version) return;
    if (version !== this.version) {
      this.kept.clear();
      this.version = version;
    }
    // Sent at another version, every word was looked up again.
    const fresh = version !== sent.version;
    const found = new Map(looked.map((l) => [l.i, l]));
    query.words.forEach((_, i) => {
      if (!fresh && sent.known.has(i)) return;
      const l = found.get(i);
      this.kept.set(
        KeptSpellings.key(query, i, prefixLast),
        l ? { grp: l.grp, words: l.words, reading: l.reading ?? '' } : { grp: null, words: '', reading: '' },
      );
      if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    });
  }

  /** How many words' spellings are kept. */
  get size(): number {
    return this.kept.size;
  }
}
