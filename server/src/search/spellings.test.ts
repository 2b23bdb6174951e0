import { parseQuery } from './query';
import { KeptSpellings } from './spellings';

const sentWords = (sent: { words: string }) => JSON.parse(sent.words) as Record<string, unknown>[];

describe('KeptSpellings', () => {
  const gandhi = parseQuery('गांधी नहर');

  test('sends nothing as known at first, then the spellings an answer looked up, with their version', () => {
    const kept = new KeptSpellings();
    const first = kept.input(gandhi, false);
    expect(first.version).toBeNull();
    expect(sentWords(first).some((w) => w.known)).toBe(false);
    kept.learn(gandhi, false, first, 7, [{ i: 0, grp: "'गांधी' | 'गाधी'", words: 'गांधी गाधी' }]);
    const second = kept.input(gandhi, false);
    expect(second.version).toBe(7);
    expect(sentWords(second)).toEqual([
      { i: 0, word: 'गांधी', roman: expect.any(String), known: true, grp: "'गांधी' | 'गाधी'", words: 'गांधी गाधी' },
      // A word the answer had no spellings for is kept as having none.
      { i: 1, word: 'नहर', roman: expect.any(String), known: true, grp: null, words: '' },
    ]);
  });

  test('a word typed last in a suggestion is kept apart from the same word in full', () => {
    const kept = new KeptSpellings();
    const query = parseQuery('नहर');
    kept.learn(query, true, kept.input(query, true), 1, [{ i: 0, grp: "'नहर' | 'नहरें'", words: 'नहर नहरें' }]);
    expect(sentWords(kept.input(query, false))[0]!.known).toBeUndefined();
    expect(sentWords(kept.input(query, true))[0]!.grp).toBe("'नहर' | 'नहरें'");
  });

  test('a newer version replaces everything kept; an answer at an older one is not kept', () => {
    const kept = new KeptSpellings();
    const satra = parseQuery('सत्र');
    kept.learn(gandhi, false, kept.input(gandhi, false), 3, []);
    expect(kept.size).toBe(2);
    kept.learn(satra, false, kept.input(satra, false), 4, [{ i: 0, grp: "'सत्र'", words: 'सत्र' }]);
    expect(kept.size).toBe(1);
    expect(sentWords(kept.input(gandhi, false)).some((w) => w.known)).toBe(false);
    kept.learn(gandhi, false, { words: '[]', version: 3, known: new Map() }, 3, []);
    expect(kept.size).toBe(1);
    expect(kept.input(satra, false).version).toBe(4);
  });

  test('keeps at most its limit, forgetting the words used least recently', () => {
    const kept = new KeptSpellings(2);
    const [a, b, c] = ['नहर', 'गांधी', 'सत्र'].map((q) => parseQuery(q));
    kept.learn(a!, false, kept.input(a!, false), 1, []);
    kept.learn(b!, false, kept.input(b!, false), 1, []);
    kept.input(a!, false); // used again: b is now the least recent
    kept.learn(c!, false, kept.input(c!, false), 1, []);
    expect(kept.size).toBe(2);
    expect(kept.input(a!, false).known.size).toBe(1);
    expect(kept.input(b!, false).known.size).toBe(0);
  });
});
