import type { ParsedQuery } from './query';

/** The spellings of one query word: its tsquery group (`'a' | 'b'`, null when the index has none) and the words. */
export interface Spelling {
  grp: string | null;
  words: string;
}

/** One word's spellings as search_run_kept() (migration 0021) answers them. */
export interface LookedUp {
  i: number;
  grp: string;
  words: string;
}

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

  /** The last word of a suggestion is a prefix: its spellings differ from the same word's in full. */
  private static key(query: ParsedQuery, i: number, prefixLast: boolean): string {
    const prefix = prefixLast && i === query.words.length - 1;
    return `${prefix ? 'p' : 'w'}:${query.words[i]!.word}`;
  }

  /** The words as search_run_kept() reads them, the kept ones marked `known`, and the version they were found at. */
  input(query: ParsedQuery, prefixLast: boolean): { words: string; version: number | null; known: Set<number> } {
    const known = new Set<number>();
    const words = query.words.map((w, i) => {
      const key = KeptSpellings.key(query, i, prefixLast);
      const spelling = this.kept.get(key);
      if (!spelling) return { i, word: w.word, roman: w.roman };
      // Used again: moves to the newest end.
      this.kept.delete(key);
      this.kept.set(key, spelling);
      known.add(i);
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
        l ? { grp: l.grp, words: l.words } : { grp: null, words: '' },
      );
      if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    });
  }

  /** How many words' spellings are kept. */
  get size(): number {
    return this.kept.size;
  }
}
