import { seedContent } from '../src/seed/content';
import { writeSeedImages } from '../src/seed/images';
import { prepareData } from '../src/seed/prepareData';
import { getJson, pollBody, postJson } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/testApp';

/** Every GET call of spec §7, with ids taken from the real corpus (and one visitor poll). */
function specGets(visitorIp: string, visitorPollId: number): string[] {
  const article = seedContent.news[0]!;
  const state = seedContent.news.find((n) => n.state)!.state!;
  const subtype = seedContent.news.find((n) => n.subtype)!.subtype!;
  return [
    '/api/breakingnews',
    '/api/categories',
    '/api/subcategories',
    '/api/states',
    '/api/videos',
    `/api/mypolls/${visitorIp}`,
    `/api/author/${article.reporter}`,
    `/api/newsbyauthor/${article.reporter}`,
    '/api/lokpriya',
    `/api/userpolls/${visitorPollId}`,
    `/api/pppolls/${seedContent.sitePolls[0]!.poll_id}`,
    '/api/datas',
    '/api/datas2',
    '/api/datas3',
    '/api/newsall',
    '/api/pollsathome',
    '/api/pollsatpages',
    '/api/photos',
    `/api/photodetails/${seedContent.albums[0]!.code}`,
    '/api/webstorycategories',
    '/api/stories',
    `/api/stories/${seedContent.stories[0]!.type}`,
    `/api/rashifaldetails/${seedContent.horoscopes[0]!.code}`,
    `/api/newsdetails2/${encodeURIComponent(article.url)}`,
    '/api/news',
    `/api/news/${article.type}`,
    '/api/news/state',
    `/api/newsstatewise/${state}`,
    `/api/newssubcategory/${subtype}`,
  ];
}

describe('the real seed corpus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ content: null });
    await prepareData(t.database.db, seedContent, t.config.uploadsDir, writeSeedImages);
  }, 60_000);
  afterAll(() => t.close());

  test('every GET call of the spec answers a non-empty data list', async () => {
    const ip = '198.51.100.123';
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 4321 }), ip);
    expect(created.status).toBe(201);
    for (const url of specGets(ip, created.body.data[0].poll_id)) {
      const { status, body } = await getJson(t.app, url, ip);
      expect({ url, status, filled: Array.isArray(body.data) && body.data.length > 0 }).toEqual({
        url,
        status: 200,
        filled: true,
      });
    }
  });

  test('photo details also carry the album (data1)', async () => {
    const { body } = await getJson(t.app, `/api/photodetails/${seedContent.albums[0]!.code}`);
    expect(body.data1).toHaveLength(1);
  });

  test('every image the answers name is a file served under /uploads', async () => {
    const answers = await Promise.all(
      ['/api/newsall', '/api/news', '/api/photos', '/api/stories', `/api/author/1`].map((u) => t.app.inject(u)),
    );
    const details = await t.app.inject(`/api/photodetails/${seedContent.albums[0]!.code}`);
    const paths = new Set<string>();
    for (const res of [...answers, details]) {
      for (const m of res.body.matchAll(/"photo":"(\/uploads\/[^"]+)"/g)) paths.add(m[1]!);
    }
    expect(paths.size).toBeGreaterThan(10);
    for (const path of paths) {
      const res = await t.app.inject(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
  });

  test('no stored article keeps a script or an event handler', async () => {
    for (const item of seedContent.news.slice(0, 60)) {
      const [stored] = (await getJson(t.app, `/api/newsdetails2/${encodeURIComponent(item.url)}`)).body.data;
      expect(stored.des).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });
});
