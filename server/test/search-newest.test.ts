import type { SearchAnswer, SearchSuggestAnswer } from '@janmat/shared/contracts';
import { inArray, like } from 'drizzle-orm';
import { news } from '../src/core/db/schema';
import { seedContent } from '../src/seed/content';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

/** Days before 2026-11-20 of the stories: one day, then across groups of 3, 9, 27, 81, 243 and 729 days. */
const DAYS_BACK = [
  0, 0, 1, 2, 3, 5, 8, 9, 10, 26, 27, 30, 80, 81, 100, 242, 243, 300, 500, 728, 729, 730, 900, 1100, 1500,
];

const dayOf = (back: number) => new Date(Date.UTC(2026, 10, 20) - back * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('the newest matches first, over years, on %s', (backend) => {
  let t: TestApp;
  /** The stories' urls, newest first (a day's two by their ids, the later first), as a search must rank them. */
  let newestFirst: string[];

  beforeAll(async () => {
    t = await startTestApp({ backend, content: seedContent });
    // Inserted out of date order, all with the same headline and body (the same rank): dates alone order them.
    const order = DAYS_BACK.map((back, i) => ({ back, i })).sort((a, b) => ((a.i * 7) % 25) - ((b.i * 7) % 25));
    await t.database.db.insert(news).values(
      order.map(({ back, i }) => ({
        name: 'अनोखानगर में नई घोषणा',
        type: 'national',
        url: `anokhanagar-${i}`,
        photo: '/uploads/news/x.svg',
        des: '<p>अनोखानगर की ख़बर।</p>',
        reporter: 1,
        created_at: `${dayOf(back)} ${String(10 + (i % 2)).padStart(2, '0')}:00:00`,
      })),
    );
    const rows = await t.database.db
      .select({ id: news.id, url: news.url, created_at: news.created_at })
      .from(news)
      .where(like(news.url, 'anokhanagar-%'));
    newestFirst = rows
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)
      .map((r) => r.url);
  }, 120_000);
  afterAll(async () => {
    await t.database.db.delete(news).where(
      inArray(
        news.url,
        DAYS_BACK.map((_, i) => `anokhanagar-${i}`),
      ),
    );
    await t.close();
  });

  const search = async (query: string) => (await t.app.inject({ url: `/api/search?${query}` })).json() as SearchAnswer;

  test('each page holds the next ten by date, the last the oldest', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await search(`q=anokhanagar&page=${page}`)).data.map((d) => d.url));
    expect(pages).toEqual(newestFirst);
    expect((await search('q=anokhanagar')).total).toBe(25);
  });

  test('suggestions are the six newest', async () => {
    const res = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent('अनोखानग')}` });
    expect((res.json() as SearchSuggestAnswer).data.map((d) => d.url)).toEqual(newestFirst.slice(0, 6));
  });

  test('a date range across groups holds its matches and no others, newest first', async () => {
    const inRange = (url: string) => {
      const back = DAYS_BACK[Number(url.split('-')[1])]!;
      return back >= 9 && back <= 729;
    };
    const answer = await search(`q=anokhanagar&from=${dayOf(729)}&to=${dayOf(9)}`);
    expect(answer.data.map((d) => d.url)).toEqual(newestFirst.filter(inRange).slice(0, 10));
    expect(answer.total).toBe(newestFirst.filter(inRange).length);
  });
});
