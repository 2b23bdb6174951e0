import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTE_IDS, ROUTES, type RouteId } from '@janmat/shared/contracts';
import { CACHE_CONTROL } from '@janmat/shared/server';
import { eq } from 'drizzle-orm';
import { news, slugRedirects } from '../../src/core/db/schema';
import { demoElection } from '../../src/seed/results/demoElection';
import { seedResults } from '../../src/seed/results/seedResults';
import { fixtureContent } from '../fixtures/seedContent';
import { pollBody, postJson, vote } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const VISITOR_A = '198.51.100.41';
const VISITOR_B = '203.0.113.92';
const A_POLL = { poll_id: 8101, name: 'क्या पहले आगंतुक का यह पोल सिर्फ़ उसी को दिखेगा?' };
const B_POLL = { poll_id: 8102, name: 'क्या दूसरे आगंतुक का यह पोल सिर्फ़ उसी को दिखेगा?' };
const ARTICLE = fixtureContent.news.find((n) => n.url === 'national-one')!;

/** One address of every readers' route, with its subject (as the fixture content has it). */
const ADDRESSES: Record<Exclude<RouteId, 'newsroom'>, string> = {
  home: '/',
  newsIndex: '/news',
  newsList: '/news/national',
  newsCategory: '/newscategory/politics',
  trending: '/news/trending/kisan',
  stateNews: '/news/state/2/bihar',
  article: `/news/${ARTICLE.type}/${ARTICLE.url}`,
  stateArticle: '/news/states/bihar/bihar-chunav',
  author: '/author/q',
  search: '/search?q=sheetkalin+satra',
  results: '/results/demo-bihar?q=patna',
  resultsSeat: '/results/demo-bihar/digha',
  videos: '/videos',
  webStories: '/web-stories',
  storySlider: '/web-story-slider',
  storySliderType: '/web-story-slider/politics',
  photos: '/photos',
  album: '/photos/rally-2026/jaipur-rally',
  astrology: '/astrology',
  astrologySign: '/astrology/scorpio',
  createPoll: '/createmypoll',
  myPolls: '/mypolls',
  userPoll: `/polls/${A_POLL.poll_id}/x`,
  sitePoll: '/pp/polls/1/x',
  contact: '/contactus',
  about: '/aboutus',
  advertise: '/advertise',
  refund: '/refund',
  faqs: '/faqs',
  submitNews: '/submitnews',
  privacy: '/privacy',
  privacyPolicy: '/privacypolicy',
  meraJanmat: '/mera-janmat',
};

/** Every readers' route is listed above: a new route fails here until it is. */
const READER_ROUTES = ROUTE_IDS.filter((id) => ROUTES[id].owner !== 'newsroom');

describe('pages of the real builds, rendered through their data contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'janmat-built-')), env: { WEB_ROOT: REPOSITORY } });
    for (const [poll, ip] of [
      [A_POLL, VISITOR_A],
      [B_POLL, VISITOR_B],
    ] as const) {
      const created = await postJson(t.app, '/api/createmypoll', pollBody(poll), ip);
      expect(created.status).toBe(201);
    }
    expect((await vote(t.app, 2, A_POLL.poll_id, VISITOR_A)).status).toBe(200);
    await seedResults(t.database.db, demoElection());
  }, 120_000);
  afterAll(() => t.close());

  /** The page at `url` for `ip`, following its one redirect to its own address. */
  async function page(url: string, ip: string) {
    let res = await t.app.inject({ url: encodeURI(url), remoteAddress: ip });
    if (res.statusCode === 301) res = await t.app.inject({ url: String(res.headers.location), remoteAddress: ip });
    return res;
  }

  test('the list covers every readers’ route', () => {
    expect(Object.keys(ADDRESSES).sort()).toEqual([...READER_ROUTES].sort());
  });

  test.each(READER_ROUTES)('%s renders whole on the server, in one pass', async (id) => {
    const res = await page(ADDRESSES[id as keyof typeof ADDRESSES], VISITOR_B);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-ssr="">');
    expect(String(res.headers['server-timing'])).toMatch(/passes=1\b/);
  });

  test('a missing subject answers 404 and another address of the page 301, from the section’s contract', async () => {
    expect((await t.app.inject('/news/national/no-such-story')).statusCode).toBe(404);
    expect((await t.app.inject('/photos/no-album/x')).statusCode).toBe(404);
    expect((await t.app.inject('/polls/999999/x')).statusCode).toBe(404);
    const moved = await t.app.inject(encodeURI(`/news/junk/${ARTICLE.url}`));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/news/${ARTICLE.type}/${ARTICLE.url}`);
  });

  test('an article’s old address answers 301 to its new one, and a withdrawn article 404, at once', async () => {
    const [row] = await t.database.db.select().from(news).where(eq(news.url, ARTICLE.url));
    await t.database.db.update(news).set({ url: 'naya-pata' }).where(eq(news.id, row!.id));
    await t.database.db.insert(slugRedirects).values({ old_slug: ARTICLE.url, article_id: row!.id });
    t.app.readCache.clear();
    const moved = await t.app.inject(`/news/${ARTICLE.type}/${ARTICLE.url}?from=share`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/news/${ARTICLE.type}/naya-pata?from=share`);
    await t.database.db.update(news).set({ status: 'draft' }).where(eq(news.id, row!.id));
    t.app.readCache.clear();
    expect((await t.app.inject(`/news/${ARTICLE.type}/naya-pata`)).statusCode).toBe(404);
    expect((await t.app.inject(`/news/${ARTICLE.type}/${ARTICLE.url}`)).statusCode).toBe(404);
    await t.database.db.update(news).set({ status: 'published', url: ARTICLE.url }).where(eq(news.id, row!.id));
    await t.database.db.delete(slugRedirects).where(eq(slugRedirects.old_slug, ARTICLE.url));
    t.app.readCache.clear();
  });

  test('one visitor’s address, polls and vote appear in no page another visitor gets, nor in any cached entry', async () => {
    // Each visitor opens every page twice (the second time from the page cache where it is kept).
    const pages: Record<string, string[]> = { [VISITOR_A]: [], [VISITOR_B]: [] };
    for (const ip of [VISITOR_A, VISITOR_B]) {
      for (const url of [...Object.values(ADDRESSES), ...Object.values(ADDRESSES)]) {
        pages[ip]!.push((await page(url, ip)).body);
      }
    }
    const owned = { [VISITOR_A]: [VISITOR_A, A_POLL.name], [VISITOR_B]: [VISITOR_B, B_POLL.name] };
    // The poll pages show every poll's question: only the visitor's own list (/mypolls) may name it.
    const mine = (ip: string) => pages[ip]!.filter((body) => body.includes(`"${ip}"`));
    expect(mine(VISITOR_A).length).toBeGreaterThan(0);
    for (const [ip, other] of [
      [VISITOR_A, VISITOR_B],
      [VISITOR_B, VISITOR_A],
    ] as const) {
      for (const body of pages[ip]!) expect(body).not.toContain(other);
      const theirList = mine(ip).join('\n');
      expect(theirList).toContain(owned[ip]![1]);
      expect(theirList).not.toContain(owned[other]![1]);
    }
    // The vote is counted in public results, never tied to its voter.
    for (const [key, text] of t.app.readCache.texts()) {
      for (const ip of [VISITOR_A, VISITOR_B]) expect({ key, has: text.includes(ip) }).toEqual({ key, has: false });
    }
  });

  test('the visitor’s own page is sent private, no-store and not indexed; a public page is public', async () => {
    const own = await page('/mypolls', VISITOR_A);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-robots-tag']).toBe('noindex');
    const shared = await page('/videos', VISITOR_A);
    expect(shared.headers['cache-control']).toBe(CACHE_CONTROL.public);
  });
});
