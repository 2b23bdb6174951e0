import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAuthorId, seedShareSize, twitterCardFor } from '@janmat/shared/contracts';
import sharp from 'sharp';
import { DEFAULT_DESCRIPTION } from '../../src/pages/pageTexts';
import { writeSeedImages } from '../../src/seed/images';
import { fixtureContent } from '../fixtures/seedContent';
import { type HeadTags, readHead } from '../helpers/htmlHead';
import { pollBody, postJson } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const SITE = 'https://janmat.test';
const SITE_POLL = fixtureContent.sitePolls[0]!;
const USER_POLL_ID = 7001;
const USER_POLL_PATH = `/polls/${USER_POLL_ID}/क्या-बिहार-में-गठबंधन-फिर-से-बनेगा`;
const SITE_POLL_PATH = '/pp/polls/1/क्या-शीतकालीन-सत्र-में-महंगाई-पर-चर्चा-होगी';

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
  ['album', '/photos/rally-2026/jaipur-rally', '/photos/rally-2026/jaipur-rally'],
  ['astrology', '/astrology', '/astrology'],
  ['sign', '/astrology/scorpio', '/astrology/scorpio'],
  ['create poll', '/createmypoll', '/createmypoll'],
  ['my polls', '/mypolls', '/mypolls'],
  ['user poll', USER_POLL_PATH, USER_POLL_PATH],
  ['site poll', SITE_POLL_PATH, SITE_POLL_PATH],
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
    t = await startTestApp({ dataDir, env: { WEB_ROOT: REPOSITORY, SERVER_RENDER: 'off' } });
    await writeSeedImages(t.config.uploadsDir, fixtureContent);
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: USER_POLL_ID }));
    expect(created.body.data[0].poll_id).toBe(USER_POLL_ID);
  }, 60_000);
  afterAll(() => t.close());

  async function head(url: string, status = 200): Promise<HeadTags> {
    const res = await t.app.inject(encodeURI(url));
    expect({ url, status: res.statusCode }).toEqual({ url, status });
    return readHead(res.body);
  }

  // With rendering off (SERVER_RENDER=off), every page goes out as the fallback: the site's head,
  // the page's own canonical address; the page's own head arrives with the page (its PageMeta).
  test.each(PAGES)(
    '%s (%s): one title, description, canonical, Open Graph and Twitter card',
    async (_, url, canonical) => {
      const h = await head(url);
      expect(h.lang).toBe('hi');
      expect(h.titles).toEqual(['जनमत']);
      const [title] = h.titles;
      const description = only(h, 'description');
      expect(description).toBe(DEFAULT_DESCRIPTION);
      expect(h.meta('keywords')).toEqual([]);
      expect(h.canonicals).toHaveLength(1);
      expect(decodeURI(h.canonicals[0]!)).toBe(`${SITE}${canonical}`);
      expect(only(h, 'og:title')).toBe(title);
      expect(only(h, 'og:description')).toBe(description);
      expect(only(h, 'og:image')).toBe('https://janmat.test/uploads/site/janmat-og.png');
      expect([only(h, 'og:image:width'), only(h, 'og:image:height')]).toEqual(['1200', '630']);
      expect(only(h, 'og:image:alt')).toBe('जनमत — राजनीति की हर खबर');
      expect(only(h, 'twitter:image:alt')).toBe(only(h, 'og:image:alt'));
      expect(only(h, 'og:url')).toBe(h.canonicals[0]);
      expect(only(h, 'og:type')).toBe('website');
      expect(only(h, 'twitter:card')).toBe('summary_large_image');
      expect(h.meta('robots')).toEqual(url === '/mypolls' ? ['noindex'] : []);
    },
  );

  test.each(ARTICLES.map((a) => [a.url, a] as const))(
    'article %s: its headline is left to its page, not copied by the server',
    async (_, article) => {
      const url = article.state
        ? `/news/states/${article.state}/${article.url}`
        : `/news/${article.type}/${article.url}`;
      const h = await head(url);
      expect(h.titles).toEqual(['जनमत']);
      expect(only(h, 'og:title')).toBe('जनमत');
      expect(h.jsonLd).toEqual([]);
    },
  );

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
    expect(h.canonicals).toEqual([`${SITE}${url}`]);
  });
});

describe('share previews', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-og-'));
    t = await startTestApp({ dataDir, env: { WEB_ROOT: REPOSITORY, SERVER_RENDER: 'off' } });
    await writeSeedImages(t.config.uploadsDir, fixtureContent);
    await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: USER_POLL_ID }));
  }, 60_000);
  afterAll(() => t.close());

  test.each(PAGES.map(([kind, url]) => [kind, url]))(
    '%s (%s): og:image is a JPEG or PNG the server serves (Facebook, X and WhatsApp show no SVG), of the size the page names',
    async (_, url) => {
      const h = readHead((await t.app.inject(encodeURI(url))).body);
      const image = new URL(only(h, 'og:image'));
      const res = await t.app.inject(image.pathname);
      expect({ path: image.pathname, status: res.statusCode }).toEqual({ path: image.pathname, status: 200 });
      expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(['jpeg', 'png']).toContain(meta.format);
      expect([meta.width, meta.height]).toEqual([
        Number(only(h, 'og:image:width')),
        Number(only(h, 'og:image:height')),
      ]);
    },
  );

  /** The size a page's own head (PageMeta, sharePicture) names for a seed `photo`'s JPEG, and the JPEG served. */
  async function served(photo: string) {
    const named = seedShareSize(photo);
    const meta = await sharp((await t.app.inject(photo.replace(/\.svg$/, '.jpg'))).rawPayload).metadata();
    return { named: [named?.width, named?.height], served: [meta.format, meta.width, meta.height] };
  }

  test("an article's and an album's share JPEG is 1200×630, as their pages name it", async () => {
    const article = fixtureContent.news.find((n) => n.url === 'national-one')!;
    expect(await served(article.photo)).toEqual({ named: [1200, 630], served: ['jpeg', 1200, 630] });
    expect(await served(fixtureContent.albums[0]!.photo)).toEqual({ named: [1200, 630], served: ['jpeg', 1200, 630] });
  });

  test("an author's portrait is shared square, as its page names it (with X's summary card)", async () => {
    const author = fixtureContent.authors[0]!;
    expect(await served(author.photo)).toEqual({ named: [400, 400], served: ['jpeg', 400, 400] });
    expect(twitterCardFor(seedShareSize(author.photo)!)).toBe('summary');
  });
});

describe('non-canonical addresses of a subject', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-slugs-'));
    t = await startTestApp({ dataDir, env: { WEB_ROOT: REPOSITORY, SERVER_RENDER: 'off' } });
    await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: USER_POLL_ID }));
  }, 60_000);
  afterAll(() => t.close());

  test.each([
    ['user poll', `/polls/${USER_POLL_ID}/x`, USER_POLL_PATH],
    ['site poll', `/pp/polls/${SITE_POLL.poll_id}/junk-slug`, SITE_POLL_PATH],
    ['album', '/photos/rally-2026/any-name', '/photos/rally-2026/jaipur-rally'],
    ['article under another category', '/news/junk/national-one', '/news/national/national-one'],
    ['state article under another state', '/news/states/delhi/bihar-chunav', '/news/states/bihar/bihar-chunav'],
    ['state list under another id', '/news/state/999/bihar', '/news/state/2/bihar'],
    ['poll with a query string', `/polls/${USER_POLL_ID}/x?utm_source=wa`, `${USER_POLL_PATH}?utm_source=wa`],
    ['static segments in another case', '/VIDEOS', '/videos'],
    ['a list in another case', '/News/national', '/news/national'],
  ])('%s: %s → 301 to the canonical address', async (_, url, canonical) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(301);
    expect(decodeURI(String(res.headers.location))).toBe(canonical);
  });

  test('the canonical address itself answers 200; spelled with other percent-encoding, 301 to it', async () => {
    expect((await t.app.inject(encodeURI(USER_POLL_PATH))).statusCode).toBe(200);
    const other = await t.app.inject(encodeURI(USER_POLL_PATH).toLowerCase());
    expect([other.statusCode, other.headers.location]).toEqual([301, encodeURI(USER_POLL_PATH)]);
  });

  test('2,000 junk slugs of one poll, junk news types and unknown polls add nothing to the read cache', async () => {
    await t.app.inject(encodeURI(USER_POLL_PATH));
    const before = t.app.readCache.size;
    for (let i = 0; i < 2000; i += 1) {
      const res = await t.app.inject(`/polls/${USER_POLL_ID}/junk-${i}`);
      if (res.statusCode !== 301) throw new Error(`junk slug ${i} answered ${res.statusCode}`);
    }
    for (let i = 0; i < 200; i += 1) {
      expect((await t.app.inject(`/api/news/junk-${i}`)).json()).toEqual({ data: [] });
      expect((await t.app.inject(`/polls/${USER_POLL_ID + 1 + i}/x`)).statusCode).toBe(404);
    }
    expect(t.app.readCache.size).toBe(before);
  }, 120_000);
});

describe('the head of pages rendered on the server (the real builds): what previews and crawlers read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      dataDir: mkdtempSync(join(tmpdir(), 'janmat-rendered-head-')),
      env: { WEB_ROOT: REPOSITORY },
    });
  }, 60_000);
  afterAll(() => t.close());

  async function rendered(url: string) {
    const res = await t.app.inject(encodeURI(url));
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    const h = readHead(res.body);
    const types = h.jsonLd.map((json) => (JSON.parse(json) as { '@type': string })['@type']);
    return {
      h,
      types,
      ld: (type: string) => h.jsonLd.map((json) => JSON.parse(json)).find((ld) => ld['@type'] === type),
    };
  }

  test.each([
    ['article', '/news/national/national-one', ['1200', '630'], 'खबर national-one', 'summary_large_image'],
    ['album', '/photos/rally-2026/jaipur-rally', ['1200', '630'], 'जयपुर रैली', 'summary_large_image'],
    ['author', `/author/${encodeAuthorId(1)}`, ['400', '400'], 'सीमा शर्मा', 'summary'],
    ['videos', '/videos', ['1200', '630'], 'जनमत — राजनीति की हर खबर', 'summary_large_image'],
  ])(
    '%s (%s): the share picture with its size and description, and the card its shape asks for',
    async (_, url, size, alt, card) => {
      const { h } = await rendered(url);
      expect([only(h, 'og:image:width'), only(h, 'og:image:height')]).toEqual(size);
      expect([only(h, 'og:image:alt'), only(h, 'twitter:image:alt')]).toEqual([alt, alt]);
      expect(only(h, 'twitter:card')).toBe(card);
    },
  );

  test('an article carries its NewsArticle and its trail as BreadcrumbList, with absolute addresses', async () => {
    const { types, ld } = await rendered('/news/national/national-one');
    expect(types).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(ld('BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'राष्ट्रीय', item: `${SITE}/news/national` },
      { '@type': 'ListItem', position: 3, name: 'खबर national-one' },
    ]);
  });

  test('the home page carries WebSite with its search, Organization and its one-step trail', async () => {
    const { types, ld } = await rendered('/');
    expect(types).toEqual(['WebSite', 'Organization', 'BreadcrumbList']);
    expect(ld('WebSite').potentialAction.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`);
    expect(ld('Organization')).toMatchObject({ url: `${SITE}/`, logo: { url: `${SITE}/uploads/site/janmat-og.png` } });
  });
});
