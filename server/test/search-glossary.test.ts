import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { searchGlossary } from '../src/core/db/schema';
import { parseQuery } from '../src/search/query';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

/** The glossary file's rows (`english,hindi`, the Hindi quoted when it has commas), its `#` lines skipped. */
function glossaryFile(): { term: string; hindi: string }[] {
  const text = readFileSync(join(__dirname, '../src/search/glossary/glossary.csv'), 'utf8');
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
  return lines.slice(1).map((line) => {
    const m = /^([^,]+),(?:"([^"]*)"|([^,"]*))$/.exec(line);
    if (!m) throw new Error(`glossary.csv: ${line}`);
    return { term: m[1]!, hindi: m[2] ?? m[3]! };
  });
}

describe.each(BACKENDS)('the sound key and the glossary, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend, content: null });
  }, 120_000);
  afterAll(() => t.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const sound = async (words: string[]) =>
    (
      await rows<{ s: string | null }>(
        sql`select search_sound(w) as s from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w`,
      )
    ).map((r) => r.s);
  /** What search_groups() reads a query as: each word's reading and its spelling words. */
  const groups = async (q: string) => {
    const query = parseQuery(q);
    const input = JSON.stringify(query.words.map((w, i) => ({ i, word: w.word, roman: w.roman })));
    return rows<{ i: number; words: string; reading: string }>(
      sql`select i, words, reading from search_groups(${input}::jsonb, false)`,
    );
  };
  const roman = (q: string) => parseQuery(q).words.map((w) => w.roman);

  test.each([
    ['school', 'स्कूल'],
    ['police', 'पुलिस'],
    ['budget', 'बजट'],
    ['hospital', 'अस्पताल'],
    ['highcourt', 'हाईकोर्ट'],
    ['election', 'इलेक्शन'],
    ['college', 'कॉलेज'],
    ['computer', 'कंप्यूटर'],
    ['ambulance', 'एंबुलेंस'],
    ['rotation', 'रोटेशन'],
    ['guarantee', 'गारंटी'],
  ])('the English spelling «%s» sounds as the Latin key of %s', async (english, hindi) => {
    const [a, b] = await sound([...roman(english), ...roman(hindi)]);
    expect(a).toBeTruthy();
    expect(a).toBe(b);
  });

  test('words that sound apart keep apart; short or vowel-only keys have no sound', async () => {
    const [police, plus, budget, bajaj] = await sound(['police', 'plus', 'budget', 'bajaj']);
    expect(police).not.toBe(plus);
    expect(budget).not.toBe(bajaj);
    expect(await sound(['up', 'aai', '', 'ek'])).toEqual([null, null, null, null]);
  });

  test('the glossary table holds the file row for row, and over 500 entries', async () => {
    const file = glossaryFile();
    expect(file.length).toBeGreaterThanOrEqual(500);
    const table = await t.database.db.select().from(searchGlossary).orderBy(asc(searchGlossary.term));
    expect(table).toEqual([...file].sort((a, b) => (a.term < b.term ? -1 : 1)));
    for (const { term, hindi } of file) {
      expect([term, /^[a-z0-9]+( [a-z0-9]+){0,3}$/.test(term)]).toEqual([term, true]);
      expect([term, hindi.split(', ').every((form) => /^[\u0900-\u097F0-9 ]+$/.test(form))]).toEqual([term, true]);
    }
  });

  test('a word reads as its first Hindi form; the other forms are spellings too', async () => {
    const [bjp] = await groups('BJP');
    expect(bjp).toMatchObject({ reading: 'भाजपा' });
    expect(bjp!.words.split(' ')).toEqual(expect.arrayContaining(['भाजपा', 'बीजेपी']));
  });

  test('two to four words in a row are read as one glossary phrase', async () => {
    expect((await groups('election commission')).map((g) => g.reading)).toEqual(['चुनाव आयोग', 'चुनाव आयोग']);
    expect((await groups('chief minister')).map((g) => g.reading)).toEqual(['मुख्यमंत्री', 'मुख्यमंत्री']);
    expect((await groups('model code of conduct')).map((g) => g.reading)).toEqual(Array(4).fill('आचार संहिता'));
    // Within a longer phrase, a shorter one gives way.
    expect((await groups('chief election commissioner')).map((g) => g.reading)).toEqual(Array(3).fill('मुख्य चुनाव आयुक्त'));
    // Apart, each word is read alone.
    expect((await groups('commission election')).map((g) => g.reading)).toEqual(['आयोग', 'चुनाव']);
  });
});
