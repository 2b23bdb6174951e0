import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { href, isStaffRoute, ROUTE_IDS, type RouteId } from '@janmat/shared/contracts';
import { matchRoute } from '../src/pages/matchRoute';
import { demoElection } from '../src/seed/results/demoElection';
import { seedResults } from '../src/seed/results/seedResults';
import { feedContent, MARKUP_ARTICLE } from './fixtures/feedContent';
import { writeFakeBuilds } from './helpers/fakeWeb';
import { readHead } from './helpers/htmlHead';
import { startTestApp, type TestApp } from './helpers/testApp';
import { childrenNamed, childText, parseXml } from './helpers/xmlReader';

const SITE = 'https://janmat.test';
/** Stored `YYYY-MM-DD HH:mm:ss` (Indian time) as a W3C date-time. */
const w3c = (stamp: string) => `${stamp.replace(' ', 'T')}+05:30`;
const newestFirst = [...feedContent.news].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** Routes whose pages are never listed: their canonical is another address, they are per visitor, or they answer a query (search). */
const UNLISTED: RouteId[] = [
  'newsCategory',
  'stateArticle',
  'privacyPolicy',
  'myPolls',
  'userPoll',
  'search',
  'meraJanmat',
];

describe('sitemap, RSS feed and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-discovery-'));
    writeFakeBuilds(join(dataDir, 'web'));
    t = await startTestApp({ dataDir, content: feedContent });
    await seedResults(t.database.db, demoElection());
  }, 60_000);
  afterAll(() => t.close());

  async function sitemap() {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = parseXml(res.body);
    expect(root.name).toBe('urlset');
    expect(root.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = childrenNamed(root, 'url').map((url) => ({
      loc: childText(url, 'loc')!,
      lastmod: childText(url, 'lastmod'),
    }));
    return { res, urls, lastmodOf: (path: string) => urls.find((u) => u.loc === `${SITE}${path}`)?.lastmod };
  }

  test('the sitemap lists every article at the address the site links it by, dated when it was published', async () => {
    const { lastmodOf } = await sitemap();
    for (const article of feedContent.news) {
      expect(lastmodOf(href.article({ type: article.type, url: article.url }))).toBe(w3c(article.created_at));
    }
    expect(lastmodOf('/news/states/rajasthan-vidhansabha')).toBe('2026-11-18T12:00:00+05:30');
  });

  test('list pages are dated by their newest item, pages without data by one fixed date', async () => {
    const { urls, lastmodOf } = await sitemap();
    const newest = w3c(MARKUP_ARTICLE.created_at);
    expect(lastmodOf('/')).toBe(newest);
    expect(lastmodOf('/news')).toBe(newest);
    expect(lastmodOf('/news/national')).toBe(newest);
    expect(lastmodOf('/news/politics')).toBe('2026-11-21T09:00:00+05:30');
    expect(lastmodOf('/news/state')).toBe('2026-11-18T12:00:00+05:30');
    expect(lastmodOf('/news/state/2/bihar')).toBe('2026-11-17T12:00:00+05:30');
    expect(lastmodOf('/news/trending/sheetkalin-satra')).toBe('2026-11-20T10:00:00+05:30');
    expect(lastmodOf('/news/trending/kisan')).toBe('2026-11-17T12:00:00+05:30');
    expect(lastmodOf('/author/q')).toBe('2026-11-18T12:00:00+05:30');
    expect(lastmodOf('/web-stories')).toBe('2026-11-21T10:00:00+05:30');
    expect(lastmodOf('/web-story-slider/politics')).toBe('2026-11-20T10:00:00+05:30');
    const fixed = ['/aboutus', '/privacy', '/faqs', '/videos', '/photos', '/astrology', '/astrology/virgo'];
    const dates = new Set(fixed.map(lastmodOf));
    expect(dates.size).toBe(1);
    expect([...dates][0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sitePoll = urls.find((u) => u.loc.startsWith(`${SITE}/pp/polls/1/`));
    expect(sitePoll?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(urls.every((u) => u.lastmod === undefined || !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
  });

  test('every address is absolute, listed once, and is the canonical link of a page that exists', async () => {
    const { urls } = await sitemap();
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      const res = await t.app.inject(loc.slice(SITE.length));
      expect({ loc, status: res.statusCode }).toEqual({ loc, status: 200 });
      expect(readHead(res.body).canonicals).toEqual([loc]);
    }
  }, 60_000);

  test('every indexable kind of page is in the sitemap: all 12 signs, albums, site polls, static pages', async () => {
    const { urls } = await sitemap();
    const routeIds = urls.map((u) => matchRoute(new URL(u.loc).pathname)?.id);
    // The staff's newsroom is no page for readers or crawlers.
    expect(new Set(routeIds)).toEqual(new Set(ROUTE_IDS.filter((id) => !UNLISTED.includes(id) && !isStaffRoute(id))));
    const count = (id: RouteId) => routeIds.filter((r) => r === id).length;
    expect(count('astrologySign')).toBe(12);
    expect(count('album')).toBe(feedContent.albums.length);
    expect(count('sitePoll')).toBe(feedContent.sitePolls.length);
    expect(count('article')).toBe(feedContent.news.length);
    expect(count('stateNews')).toBe(feedContent.states.length);
    expect(count('resultsSeat')).toBe(demoElection().constituencies.length);
  });

  test('the sitemap is made once and revalidated with its ETag', async () => {
    const { res } = await sitemap();
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const gzipped = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  test('the RSS feed holds the 50 newest articles, newest first, with plain-text first paragraphs', async () => {
    const res = await t.app.inject('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(res.body);
    expect(rss.attrs.version).toBe('2.0');
    const [channel] = childrenNamed(rss, 'channel');
    expect(childText(channel!, 'title')).toBe('जनमत');
    expect(childText(channel!, 'language')).toBe('hi');
    expect(childText(channel!, 'link')).toBe(`${SITE}/`);
    const items = childrenNamed(channel!, 'item');
    expect(items).toHaveLength(50);
    const links = items.map((item) => childText(item, 'link'));
    expect(links).toEqual(newestFirst.slice(0, 50).map((a) => `${SITE}${href.article({ type: a.type, url: a.url })}`));
    for (const item of items) {
      const [guid] = childrenNamed(item, 'guid');
      expect(guid?.attrs.isPermaLink).toBe('true');
      expect(guid?.text).toBe(childText(item, 'link'));
      expect(childText(item, 'pubDate')).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0530$/,
      );
    }
    const times = items.map((item) => Date.parse(childText(item, 'pubDate')!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(childText(items[0]!, 'title')).toBe(MARKUP_ARTICLE.name);
    expect(childText(items[0]!, 'pubDate')).toBe('Sat, 21 Nov 2026 18:30:00 +0530');
    expect(childText(items[0]!, 'description')).toBe('पहला अनुच्छेद & बाकी <सब>');
    expect(childText(items[1]!, 'description')).toBe('यह politics-newest की खबर है।');
  });

  test('robots.txt lets crawlers read every page but the API and the newsroom, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /newsroom',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});
