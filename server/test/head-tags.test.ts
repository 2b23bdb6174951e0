import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureContent } from './fixtures/seedContent';
import { writeFakeBuilds } from './helpers/fakeWeb';
import { type HeadTags, readHead } from './helpers/htmlHead';
import { pollBody, postJson } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/testApp';

const SITE = 'https://janmat.test';
const SITE_POLL = fixtureContent.sitePolls[0]!;
const USER_POLL_ID = 7001;

/** One address of every page type, and the canonical path its head must name. */
const PAGES: [kind: string, url: string, canonical: string][] = [
  ['home', '/', '/'],
  ['all news', '/news', '/news'],
  ['category list', '/news/national', '/news/national'],
  ['category list (old address)', '/newscategory/politics', '/news/politics'],
  ['state category list', '/news/state', '/news/state'],
  ['trending list', '/news/trending/kisan', '/news/trending/kisan'],
  ['state list', '/news/state/2/bihar', '/news/state/2/bihar'],
  ['article', '/news/national/national-one', '/news/national/national-one'],
  ['state article', '/news/states/bihar/bihar-chunav', '/news/states/bihar-chunav'],
  ['author', '/author/q', '/author/q'],
  ['videos', '/videos', '/videos'],
  ['web stories', '/web-stories', '/web-stories'],
  ['story slider', '/web-story-slider', '/web-story-slider'],
  ['story slider of a category', '/web-story-slider/politics', '/web-story-slider/politics'],
  ['photos', '/photos', '/photos'],
  ['album', '/photos/rally-2026/any-name', '/photos/rally-2026/jaipur-rally'],
  ['astrology', '/astrology', '/astrology'],
  ['sign', '/astrology/scorpio', '/astrology/scorpio'],
  ['create poll', '/createmypoll', '/createmypoll'],
  ['my polls', '/mypolls', '/mypolls'],
  ['user poll', `/polls/${USER_POLL_ID}/x`, `/polls/${USER_POLL_ID}/क्या-बिहार-में-गठबंधन-फिर-से-बनेगा`],
  ['site poll', `/pp/polls/${SITE_POLL.poll_id}/x`, '/pp/polls/1/क्या-शीतकालीन-सत्र-में-महंगाई-पर-चर्चा-होगी'],
  ['contact', '/contactus', '/contactus'],
  ['about', '/aboutus', '/aboutus'],
  ['advertise', '/advertise', '/advertise'],
  ['refund', '/refund', '/refund'],
  ['faqs', '/faqs', '/faqs'],
  ['submit news', '/submitnews', '/submitnews'],
  ['privacy', '/privacy', '/privacy'],
  ['privacy (breadcrumb address)', '/privacypolicy', '/privacy'],
];

const ARTICLES = fixtureContent.news.filter((n) => ['national-one', 'bihar-chunav'].includes(n.url));

/** The value of the one tag of `key`; fails when there is none or more than one. */
function only(head: HeadTags, key: string): string {
  const values = head.meta(key);
  expect({ key, count: values.length }).toEqual({ key, count: 1 });
  return values[0]!;
}

describe('head tags in the HTML the server sends (read without running scripts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-head-'));
    writeFakeBuilds(join(dataDir, 'web'));
    t = await startTestApp({ dataDir });
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: USER_POLL_ID }));
    expect(created.body.data[0].poll_id).toBe(USER_POLL_ID);
  }, 60_000);
  afterAll(() => t.close());

  async function head(url: string, status = 200): Promise<HeadTags> {
    const res = await t.app.inject(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status });
    return readHead(res.body);
  }

  test.each(PAGES)(
    '%s (%s): one title, description, keywords, canonical, Open Graph and Twitter card',
    async (_, url, canonical) => {
      const h = await head(url);
      expect(h.lang).toBe('hi');
      expect(h.titles).toHaveLength(1);
      const [title] = h.titles;
      expect(title).toMatch(/जनमत/);
      const description = only(h, 'description');
      expect(description.length).toBeGreaterThan(10);
      expect(only(h, 'keywords')).toMatch(/\S/);
      expect(h.canonicals).toHaveLength(1);
      expect(decodeURI(h.canonicals[0]!)).toBe(`${SITE}${canonical}`);
      expect(only(h, 'og:title')).toBe(title);
      expect(only(h, 'og:description')).toBe(description);
      expect(only(h, 'og:image')).toMatch(/^https:\/\/janmat\.test\/uploads\/.+\.svg$/);
      expect(only(h, 'og:url')).toBe(h.canonicals[0]);
      expect(only(h, 'twitter:card')).toBe('summary_large_image');
      expect(h.meta('robots')).toEqual(url === '/mypolls' ? ['noindex'] : []);
      const isArticle = ARTICLES.some((a) => url.endsWith(`/${a.url}`));
      expect(h.jsonLd).toHaveLength(isArticle ? 1 : 0);
    },
  );

  test.each(ARTICLES.map((a) => [a.url, a] as const))('article %s carries NewsArticle JSON-LD', async (_, article) => {
    const url = article.state ? `/news/states/${article.state}/${article.url}` : `/news/${article.type}/${article.url}`;
    const h = await head(url);
    const ld = JSON.parse(h.jsonLd[0]!);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('NewsArticle');
    expect(ld.headline).toBe(article.name);
    expect(ld.datePublished).toBe(`${article.created_at.replace(' ', 'T')}+05:30`);
    expect(Number.isNaN(Date.parse(ld.datePublished))).toBe(false);
    expect(ld.mainEntityOfPage).toBe(h.canonicals[0]);
    expect(h.titles[0]).toBe(`${article.name} | जनमत`);
  });

  test.each([
    ['article', '/news/national/no-such-story'],
    ['state article', '/news/states/bihar/no-such-story'],
    ['album', '/photos/no-such-album/x'],
    ['user poll', '/polls/9999/x'],
    ['site poll', '/pp/polls/8/x'],
  ])('an unknown %s answers 404 with a noindex page', async (_, url) => {
    const h = await head(url, 404);
    expect(h.meta('robots')).toEqual(['noindex']);
    expect(h.titles).toEqual(['पेज नहीं मिला | जनमत']);
    expect(h.jsonLd).toHaveLength(0);
  });
});
