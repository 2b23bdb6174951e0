import { gunzipSync } from 'node:zlib';
import { CACHE_CONTROL } from '@janmat/shared/server';
import { SERVER_MESSAGES } from '../src/core/messages';
import { fixtureContent } from './fixtures/seedContent';
import { getJson } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('read API on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const data = async (url: string) => {
    const { status, body } = await getJson(t.app, url);
    expect(status).toBe(200);
    return body.data;
  };

  test.each([
    ['/api/breakingnews', ['name', 'type', 'url']],
    ['/api/categories', ['id', 'name', 'c_code']],
    ['/api/subcategories', ['name', 's_code']],
    ['/api/states', ['id', 'name', 'code']],
    ['/api/videos', ['link']],
    ['/api/lokpriya', ['name', 'type', 'url']],
    ['/api/datas', ['id', 'values', 'des']],
    ['/api/datas2', ['keys', 'values', 'type', 'des']],
    ['/api/datas3', ['keys', 'values', 'type', 'des']],
    ['/api/webstorycategories', ['name', 'c_code']],
  ])('%s answers a list with exactly the spec fields', async (url, fields) => {
    const list = await data(url);
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(Object.keys(item).sort()).toEqual([...fields].sort());
  });

  test('lists keep the seed order and values', async () => {
    expect(await data('/api/categories')).toEqual(
      fixtureContent.categories.map((c, i) => ({ id: i + 1, name: c.name, c_code: c.c_code })),
    );
    expect(await data('/api/datas3')).toEqual(fixtureContent.gold);
  });

  test('news lists are newest first and carry every field but the body', async () => {
    const list = await data('/api/news');
    expect(list).toHaveLength(fixtureContent.news.length);
    const stamps = list.map((n: { created_at: string }) => n.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(Object.keys(list[0]).sort()).toEqual(
      ['id', 'name', 'type', 'url', 'state', 'subtype', 'photo', 'reporter', 'reported_by', 'created_at'].sort(),
    );
    expect(list[0]).toMatchObject({
      url: 'politics-newest',
      reported_by: 'सीमा शर्मा',
      created_at: '2026-11-21 09:00:00',
    });
  });

  test('/api/news/{type}, the state alias, state-wise and sub-category lists filter', async () => {
    expect((await data('/api/news/national')).map((n: { url: string }) => n.url)).toEqual([
      'national-one',
      'national-old',
      'hostile-html',
    ]);
    const states = (await data('/api/news/state')).map((n: { url: string }) => n.url);
    expect(states).toEqual(['rajasthan-vidhansabha', 'bihar-chunav']);
    expect((await data('/api/news/states')).map((n: { url: string }) => n.url)).toEqual(states);
    expect((await data('/api/newsstatewise/bihar')).map((n: { url: string }) => n.url)).toEqual(['bihar-chunav']);
    expect((await data('/api/newsstatewise/1')).map((n: { url: string }) => n.url)).toEqual(['rajasthan-vidhansabha']);
    expect((await data('/api/newssubcategory/kisan')).map((n: { url: string }) => n.url)).toEqual(['bihar-chunav']);
    expect(await data('/api/news/unknown-type')).toEqual([]);
  });

  test('/api/newsall: the three newest lead, then national, international and state news only', async () => {
    const urls = (await data('/api/newsall')).map((n: { url: string }) => n.url);
    expect(urls.slice(0, 3)).toEqual(['politics-newest', 'national-one', 'international-one']);
    expect(urls.slice(3)).toEqual(['rajasthan-vidhansabha', 'bihar-chunav', 'national-old', 'hostile-html']);
    expect(urls).not.toContain('politics-old');
  });

  test('/api/newsall?per_type=N: the same leads, then at most N of each type, newest first', async () => {
    type Item = { url: string; type: string };
    const all: Item[] = await data('/api/newsall');
    /** The leads, then the first `n` of each type in the order of the whole answer. */
    const firstOfEach = (n: number) => {
      const seen = new Map<string, number>();
      return all.filter((item, i) => {
        if (i < 3) return true;
        seen.set(item.type, (seen.get(item.type) ?? 0) + 1);
        return seen.get(item.type)! <= n;
      });
    };
    expect(await data('/api/newsall?per_type=50')).toEqual(all);
    const one = await data('/api/newsall?per_type=1');
    expect(one).toEqual(firstOfEach(1));
    expect(one.length).toBeLessThan(all.length);
    expect(one.map((item: Item) => item.type).slice(3)).toEqual(['states', 'national']);
    for (const asked of ['0', '51', 'six', '1.5', '-1', '01']) {
      const refused = await getJson(t.app, `/api/newsall?per_type=${asked}`);
      expect({ asked, status: refused.status, body: refused.body }).toEqual({
        asked,
        status: 400,
        body: { message: 'per_type 1 से 50 तक की कोई पूर्ण संख्या होनी चाहिए' },
      });
    }
    expect((await getJson(t.app, '/api/newsall?per_type=1&per_type=2')).status).toBe(400);
  });

  test('/api/newsdetails2/{url} answers the article with its body; unknown → 404 JSON', async () => {
    const [item] = await data('/api/newsdetails2/rajasthan-vidhansabha');
    expect(item).toMatchObject({ url: 'rajasthan-vidhansabha', type: 'states', state: 'rajasthan', reporter: 2 });
    expect(item.des).toContain('<p>');
    const missing = await getJson(t.app, '/api/newsdetails2/no-such-story');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: SERVER_MESSAGES.notFound });
  });

  test('article HTML is stored without scripts, event handlers or javascript: links', async () => {
    const [item] = await data('/api/newsdetails2/hostile-html');
    expect(item.des).toContain('सुरक्षित पाठ');
    expect(item.des).toContain('<img src="/uploads/news/a.svg" alt="चित्र" />');
    expect(item.des).toContain('rel="noopener noreferrer"');
    expect(item.des).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe|steal\(\)|alert/i);
  });

  test('authors and their news by the decoded numeric id', async () => {
    expect(await data('/api/author/2')).toEqual([{ id: 2, ...fixtureContent.authors[1] }]);
    const cards = await data('/api/newsbyauthor/2');
    expect(cards.map((c: { url: string }) => c.url)).toEqual(['rajasthan-vidhansabha', 'bihar-chunav']);
    expect(Object.keys(cards[0]).sort()).toEqual(['id', 'name', 'photo', 'state', 'type', 'url']);
    expect((await getJson(t.app, '/api/author/99')).status).toBe(404);
    expect((await getJson(t.app, '/api/author/xpq')).status).toBe(400);
  });

  test('site polls: at home, at pages (with news_id resolved), by id', async () => {
    const home = await data('/api/pollsathome');
    expect(home.map((p: { poll_id: number }) => p.poll_id)).toEqual([1]);
    const pages = await data('/api/pollsatpages');
    expect(pages.map((p: { poll_id: number }) => p.poll_id)).toEqual([1, 2]);
    const [article] = await data('/api/newsdetails2/national-one');
    expect(pages[0]).toMatchObject({ news_id: article.id, op3: 'कह नहीं सकते', op4: null, res1: 10 });
    expect(pages[1].news_id).toBeNull();
    expect(await data('/api/pppolls/2')).toEqual([pages[1]]);
    expect((await getJson(t.app, '/api/pppolls/77')).status).toBe(404);
    expect((await getJson(t.app, '/api/userpolls/1')).status).toBe(404);
  });

  test('albums, album details (data + data1), stories, horoscopes', async () => {
    const albums = await data('/api/photos');
    expect(albums[0]).toMatchObject({ code: 'rally-2026', m_title: 'जयपुर रैली की तस्वीरें' });
    const { body } = await getJson(t.app, '/api/photodetails/rally-2026');
    expect(body.data).toEqual(fixtureContent.albums[0]!.photos);
    expect(body.data1).toEqual([albums[0]]);
    expect((await getJson(t.app, '/api/photodetails/nope')).status).toBe(404);
    expect((await data('/api/stories')).map((s: { title: string }) => s.title)).toEqual(['कहानी दो', 'कहानी एक']);
    expect((await data('/api/stories/politics')).map((s: { type: string }) => s.type)).toEqual(['politics']);
    const [sign] = await data('/api/rashifaldetails/leo');
    expect(sign).toMatchObject({ code: 'leo', des: 'leo का आज का दिन शुभ है।' });
    expect(typeof sign.id).toBe('number');
    expect((await getJson(t.app, '/api/rashifaldetails/dragon')).status).toBe(404);
  });

  test('/api/ip answers the caller address; /healthz checks the database', async () => {
    expect((await getJson(t.app, '/api/ip', '203.0.113.9')).body).toEqual({ ip: '203.0.113.9' });
    expect((await getJson(t.app, '/api/ip', '::ffff:203.0.113.9')).body).toEqual({ ip: '203.0.113.9' });
    const forwarded = await t.app.inject({
      url: '/api/ip',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(forwarded.json()).toEqual({ ip: '203.0.113.9' });
    const health = await getJson(t.app, '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
  });

  test('read answers carry an ETag and answer 304 when it matches; big ones are compressed', async () => {
    const first = await t.app.inject('/api/newsall');
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL.public);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/api/newsall', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gz = await t.app.inject({ url: '/api/newsall', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(new Uint8Array(gz.rawPayload)).toString()).toBe(first.body);
  });

  test('unknown API paths answer 404 JSON', async () => {
    const res = await getJson(t.app, '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: SERVER_MESSAGES.notFound });
  });
});
