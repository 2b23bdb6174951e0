import type { SearchAnswer, SearchSuggestAnswer } from '@janmat/shared/contracts';
import { SEARCH_QUERY_MAX } from '@janmat/shared/contracts';
import { eq } from 'drizzle-orm';
import { searchAliases } from '../src/core/db/schema';
import { seedContent } from '../src/seed/content';
import { SEARCH_STORIES } from './fixtures/searchStories';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('English typed for Hindi, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend, content: { ...seedContent, news: [...seedContent.news, ...SEARCH_STORIES] } });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
    return { status: res.statusCode, body: res.json() as SearchAnswer & { message?: string } };
  };
  const suggest = async (q: string) =>
    (await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` })).json() as SearchSuggestAnswer;

  test.each([
    ['school', 'स्कूल', 'bihar-sarkari-school-shikshak-niyukti'],
    ['police', 'पुलिस', 'up-police-bharti-pariksha-sakhti'],
    ['budget', 'बजट', 'rail-bajat-naye-station-vande-bharat'],
    ['hospital', 'अस्पताल', 'sansad-samiti-aspatal-dava-kami'],
    ['pollution', 'प्रदूषण', 'vichar-pradushan-sajha-zimmedari'],
    ['parliament', 'संसद', 'vichar-sansad-mein-bahas-ka-ghatta-samay'],
    ['BJP', 'भाजपा', 'bhajpa-karyakarini-baithak-sangathan-chunav'],
    ['election commission', 'चुनाव आयोग', 'up-vidhansabha-chunav-2027-evm-jaanch'],
  ])('«%s» finds the Hindi stories (read as %s)', async (q, hindi, url) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(body.reading).toBe(hindi);
    expect(body.data.slice(0, 5).map((d) => d.url)).toContain(url);
    // What Devanagari finds, the English finds too.
    const devanagari = (await search(hindi)).body.data.map((d) => d.url);
    expect(body.data.map((d) => d.url)).toEqual(expect.arrayContaining(devanagari.slice(0, 3)));
  });

  test('an English spelling finds the word it sounds like, without the glossary', async () => {
    for (const [q, hindi, url] of [
      ['roadmap', 'रोडमैप', 'jalvayu-sammelan-bharat-vitt-roadmap'],
      ['checkpost', 'चेकपोस्ट', 'padosi-desh-seema-vyapar-varta'],
      ['rotation', 'रोटेशन', 'rajasthan-nahar-rabi-sinchai-rotation'],
    ]) {
      const { body } = await search(q!);
      expect([q, body.reading, body.data[0]?.url]).toEqual([q, hindi, url]);
    }
  });

  test('suggestions say what a Latin query was read as', async () => {
    const school = await suggest('school');
    expect(school.reading).toBe('स्कूल');
    expect(school.data.map((s) => s.url)).toContain('bihar-sarkari-school-shikshak-niyukti');
    expect((await suggest('chief minister')).reading).toBe('मुख्यमंत्री');
    expect((await suggest('chief minister')).data[0]?.url).toBe('mp-mukhyamantri-bijli-dar-rahat');
    // A word half typed reads as the shortest glossary term it begins.
    const typing = await suggest('hospi');
    expect(typing.reading).toBe('अस्पताल');
    expect(typing.data.map((s) => s.url)).toContain('sansad-samiti-aspatal-dava-kami');
    // Devanagari is read as itself: nothing to say.
    expect((await suggest('स्कूल')).reading).toBeUndefined();
  });

  test('an English query of 1,000 characters is refused with the Hindi message', async () => {
    for (const q of ['parliament '.repeat(91).slice(0, 1000), 'a'.repeat(1000)]) {
      const { status, body } = await search(q);
      expect(status).toBe(400);
      expect(body.message).toBe(`खोज ${SEARCH_QUERY_MAX} अक्षरों से लंबी नहीं हो सकती। कृपया छोटे शब्दों में खोजें।`);
      const suggested = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
      expect(suggested.statusCode).toBe(400);
    }
  });

  test("an editor's alias wins over the glossary", async () => {
    const db = t.database.db;
    const urls = async (q: string) => (await search(q)).body.data.map((d) => d.url);
    await db.insert(searchAliases).values({ term: 'unemployment', expansion: 'महंगाई' });
    try {
      expect((await search('unemployment')).body.reading).toBe('महंगाई');
      expect(await urls('unemployment')).toEqual(await urls('महंगाई'));
    } finally {
      await db.delete(searchAliases).where(eq(searchAliases.term, 'unemployment'));
    }
  });
});
