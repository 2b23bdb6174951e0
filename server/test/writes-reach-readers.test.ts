/**
 * Every kind of write reaches readers through the read cache: the pages and answers that showed the
 * old data, cached before the write, show the new data right after it. The read cache is cleared by
 * the keys a write names (core/afterWrite.ts), so a write that forgets one is caught here: the last
 * tests drop one key and the same check finds the page still showing the old text.
 *
 * The pages are rendered through a small shell server build that reads what the real pages read (in
 * process, through the same cached answers) and prints it, so a page's keys are exactly its reads'.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { news } from '../src/core/db/schema';
import { ARTICLE_KEY_CAP } from '../src/core/edgeKeys';
import { TOKEN_ACTOR } from '../src/releases/registry';
import type { AnyJson } from './helpers/newsroomClient';
import { type Desk, startDesk } from './helpers/newsroomDesk';

/**
 * A shell server build whose pages print what they read: every page the ticker, then its subject
 * (found when that answers 200) and what the page shows beside it.
 */
const PRINTING_SHELL = `
const READS = {
  home: () => ['/api/newsall', '/api/pollsathome'],
  newsList: (p) => ['/api/news/' + p.type],
  article: (p) => ['/api/newsdetails2/' + p.url, '/api/pollsatpages'],
  sitePoll: (p) => ['/api/pppolls/' + p.id],
  userPoll: (p) => ['/api/userpolls/' + p.id],
  search: (_, query) => ['/api/search' + query],
};
const print = (data) => JSON.stringify(data).replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.renderPage = async (request) => {
  const route = request.route;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const reads = route && READS[route.id] ? READS[route.id](route.params, query) : [];
  const answers = [];
  for (const path of reads) answers.push(await request.readApi(path));
  const subject = answers[0];
  const story = route && route.id === 'article' && subject && subject.status === 200 ? subject.data.data[0] : undefined;
  // An article's page also shows its author and its live page's updates.
  if (story) {
    answers.push(await request.readApi('/api/author/' + story.reporter));
    answers.push(await request.readApi('/api/live/' + story.id));
  }
  answers.push(await request.readApi('/api/breakingnews'));
  const found = !subject || subject.status === 200;
  const root = '<div id="root">' + answers.map((a) => print(a.data)).join('\\n') + '</div>';
  return { status: found ? 200 : 404, load: { found }, head: '', root, state: null, errors: [], passes: 1 };
};
`;

let d: Desk;

beforeAll(async () => {
  d = await startDesk('pglite');
  const server = join(d.t.dataDir, 'web', 'shell', 'dist', 'server');
  mkdirSync(server, { recursive: true });
  writeFileSync(join(server, 'main.js'), PRINTING_SHELL);
}, 60_000);
afterAll(() => d.t.close());
afterEach(() => jest.restoreAllMocks());

const get = (url: string) => d.t.app.inject({ url, remoteAddress: '198.51.100.7' });

/** Whether the read cache answers `url` without reading the database again. */
async function kept(url: string): Promise<boolean> {
  if (url.startsWith('/api/') || url.endsWith('.xml')) return [...d.t.app.readCache.texts()].some(([k]) => k === url);
  // A page (or a missing page, kept briefly apart) that was not rendered again.
  return !String((await get(url)).headers['server-timing'] ?? '').includes('render');
}

/**
 * Reads each address until the read cache keeps it, makes the write, reads them all again: the
 * addresses whose answer still does not show what the write changed (`fresh`, or each address's own).
 */
async function staleAfter(
  write: () => Promise<unknown>,
  addresses: string[],
  fresh: string | ((url: string) => string),
): Promise<string[]> {
  const shows = async (url: string) => (await get(url)).body.includes(typeof fresh === 'string' ? fresh : fresh(url));
  for (const url of addresses) {
    expect([url, await shows(url)]).toEqual([url, false]);
    expect([url, await kept(url)]).toEqual([url, true]);
  }
  await write();
  const stale: string[] = [];
  for (const url of addresses) if (!(await shows(url))) stale.push(url);
  return stale;
}

const articleOf = async (slug: string) => (await d.read(`/api/newsdetails2/${slug}`)).body.data[0] as AnyJson;
const seenArticle = async (id: number) => ({
  headers: {
    'if-match': String((await d.as(d.admin, 'GET', `/api/newsroom/articles/${id}`)).headers.etag),
  },
});
const vote = (pollId: number, ip: string) =>
  d.t.app.inject({ method: 'PATCH', url: `/api/updatepollsres1/1/${pollId}`, remoteAddress: ip });
const formPost = (url: string, fields: Record<string, string>) =>
  d.t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://janmat.test' },
    remoteAddress: '198.51.100.8',
  });
/** The first votes of a site poll as they are now, as its answers print them. */
const firstVotes = async (pollId: number) => (await d.read(`/api/pppolls/${pollId}`)).body.data[0].res1 as number;

describe('votes', () => {
  test("a vote through the API shows at once on the poll's page, the home page and the poll lists", async () => {
    const next = `"res1":${(await firstVotes(1)) + 1}`;
    const pages = ['/pp/polls/1/x', '/', '/news/national/national-one', '/api/pppolls/1', '/api/pollsathome'];
    expect(await staleAfter(() => vote(1, '198.51.100.30'), pages, next)).toEqual([]);
  });

  test('a vote by a form posted without scripts, the same', async () => {
    const next = `"res1":${(await firstVotes(1)) + 1}`;
    const post = () => formPost('/pp/polls/1/x', { poll: '1', option: '1' });
    expect(await staleAfter(post, ['/pp/polls/1/x', '/', '/api/pollsatpages'], next)).toEqual([]);
  });
});

describe('poll creation', () => {
  test("a visitor's poll made through the API: its page, missing until then, shows it", async () => {
    const name = 'क्या नई सड़क समय पर बनेगी?';
    const create = () =>
      d.t.app.inject({
        method: 'POST',
        url: '/api/createmypoll',
        payload: { name, op1: 'हाँ', op2: 'नहीं', poll_id: 7001 },
        remoteAddress: '198.51.100.40',
      });
    expect(await staleAfter(create, ['/polls/7001/x'], name)).toEqual([]);
  });

  test('the same by the form posted without scripts: every missing page is made again, its own among them', async () => {
    const name = 'क्या पुल इस साल खुलेगा?';
    // The form picks the poll's id at random: another missing poll page stands for its own.
    const missing = '/polls/7300/x';
    await get(missing);
    expect(await kept(missing)).toBe(true);
    const posted = await formPost('/createmypoll', { name, op1: 'हाँ', op2: 'नहीं', op3: '', op4: '' });
    expect(posted.statusCode).toBe(303);
    expect(await kept(missing)).toBe(false);
    expect((await get(String(posted.headers.location))).body).toContain(name);
  });
});

describe("the newsroom's articles", () => {
  const create = async (title: string, category = 'national') => {
    const made = await d.as(d.editor, 'POST', '/api/newsroom/articles', {
      title,
      category,
      reporterId: 1,
      photo: '/uploads/news/a.svg',
      body: '<p>पहला अनुच्छेद।</p>',
    });
    expect(made.status).toBe(201);
    return made.body as { id: number; slug: string };
  };
  const publish = async (id: number) =>
    d.as(d.editor, 'POST', `/api/newsroom/articles/${id}/publish`, {}, await seenArticle(id));
  const retitle = async (id: number, title: string) =>
    d.as(d.editor, 'PATCH', `/api/newsroom/articles/${id}`, { title }, await seenArticle(id));

  test('a publish shows the story at home, in its list, at its address (missing until then), in the feed and sitemap', async () => {
    const title = 'संसद में नया विधेयक पेश';
    const made = await create(title);
    const places = ['/', '/news/national', `/news/national/${made.slug}`, '/api/newsall', '/rss.xml', '/sitemap.xml'];
    const shown = (url: string) => (url === '/sitemap.xml' ? made.slug : title);
    expect(await staleAfter(() => publish(made.id), places, shown)).toEqual([]);
  });

  test('a correction of a published story shows wherever it was shown', async () => {
    const made = await create('सुधार से पहले का शीर्षक');
    await publish(made.id);
    const title = 'सुधार के बाद का शीर्षक';
    const places = [
      '/',
      '/news/national',
      `/news/national/${made.slug}`,
      '/api/newsall',
      `/api/newsdetails2/${made.slug}`,
    ];
    expect(await staleAfter(() => retitle(made.id, title), places, title)).toEqual([]);
  });

  test('a story past the article keys a list names is corrected in that list all the same (by the list’s key)', async () => {
    const { db } = d.t.database;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      name: `भरी सूची की खबर ${i}`,
      type: 'international',
      url: `bhari-suchi-${i}`,
      photo: '/uploads/news/a.svg',
      des: '<p>खबर</p>',
      reporter: 1,
      created_at: `2026-08-${String(1 + (i % 28)).padStart(2, '0')} 10:${String(i).padStart(2, '0')}:00`,
    }));
    await db.insert(news).values(rows);
    d.t.app.readCache.clear();
    const list = (await d.read('/api/news/international')).body.data as AnyJson[];
    // The list names the keys of its first ARTICLE_KEY_CAP stories only.
    expect(list.length).toBeGreaterThan(ARTICLE_KEY_CAP);
    const last = list.at(-1)!;
    const title = 'सूची के अंत की खबर सुधरी';
    expect(
      await staleAfter(() => retitle(last.id, title), ['/api/news/international', '/news/international'], title),
    ).toEqual([]);
  });
});

describe('the desk', () => {
  test('a ticker item shows on every page', async () => {
    const name = 'बड़ी ख़बर: मतगणना शुरू';
    const add = () => d.as(d.editor, 'POST', '/api/newsroom/breaking', { name, url: 'politics-newest' });
    const pages = ['/', '/news/national/national-one', '/pp/polls/2/x', '/api/breakingnews'];
    expect(await staleAfter(add, pages, name)).toEqual([]);
  });

  test("an author's new name shows on their stories' pages", async () => {
    const name = 'सीमा शर्मा वर्मा';
    const rename = async () => d.as(d.editor, 'PATCH', '/api/newsroom/authors/1', { name }, await d.seen('author', 1));
    expect(await staleAfter(rename, ['/news/politics/politics-newest', '/api/author/1'], name)).toEqual([]);
  });

  test("a site poll's new question, and a new site poll, show on their pages and in the lists", async () => {
    const question = 'क्या महंगाई पर विशेष सत्र बुलाया जाएगा?';
    const change = async () =>
      d.as(d.editor, 'PATCH', '/api/newsroom/sitepolls/2', { question }, await d.seen('sitepoll', 2));
    expect(await staleAfter(change, ['/pp/polls/2/x', '/api/pollsatpages'], question)).toEqual([]);
    const added = 'क्या शहर में मेट्रो चलेगी?';
    let pollId = 0;
    const create = async () => {
      const made = await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
        question: added,
        options: ['हाँ', 'नहीं'],
        atHome: true,
      });
      pollId = made.body.data.pollId;
    };
    expect(await staleAfter(create, ['/', '/api/pollsathome', '/news/politics/politics-newest'], added)).toEqual([]);
    expect((await get(`/pp/polls/${pollId}/x`)).body).toContain(added);
  });

  test("a visitor's poll hidden by an editor leaves its page", async () => {
    const name = 'क्या यह सवाल छिपाया जाएगा?';
    const made = await d.t.app.inject({
      method: 'POST',
      url: '/api/createmypoll',
      payload: { name, op1: 'हाँ', op2: 'नहीं', poll_id: 7200 },
      remoteAddress: '198.51.100.41',
    });
    expect(made.statusCode).toBe(201);
    const page = '/polls/7200/x';
    expect((await get(page)).body).toContain(name);
    expect(await kept(page)).toBe(true);
    await d.as(d.editor, 'POST', '/api/newsroom/userpolls/7200/hide', { reason: 'अपमानजनक भाषा' });
    const after = await get(page);
    expect([after.statusCode, after.body.includes(name)]).toEqual([404, false]);
  });

  test('a search alias finds stories at once', async () => {
    await d.t.database.db.update(news).set({ name: 'वीवीपैट पर्चियों की गिनती पूरी' }).where(eq(news.url, 'politics-old'));
    // A word neither the index nor the glossary knows (vvpat is in the glossary).
    const add = () => d.as(d.editor, 'POST', '/api/newsroom/aliases', { term: 'papertrail', expansion: 'वीवीपैट' });
    expect(await staleAfter(add, ['/search?q=papertrail'], 'politics-old')).toEqual([]);
  });
});

describe('live pages', () => {
  test('starting a live page marks the story in its lists; an update shows in its feed and on its page', async () => {
    const story = await articleOf('politics-newest');
    const start = () => d.as(d.editor, 'PUT', `/api/newsroom/live/${story.id}`, { live: true });
    const lists = ['/news/politics', '/api/news/politics', '/api/newsall', `/api/newsdetails2/politics-newest`];
    expect(await staleAfter(start, lists, '"live":true')).toEqual([]);
    const text = 'मतगणना में पहला रुझान आया';
    const post = () => d.as(d.editor, 'POST', `/api/newsroom/live/${story.id}/updates`, { body: `<p>${text}</p>` });
    expect(await staleAfter(post, [`/api/live/${story.id}`, '/news/politics/politics-newest'], text)).toEqual([]);
  });
});

describe('a write that forgets a key is caught', () => {
  /** The read cache's clears, with `key` left out (as a write that forgot to name it). */
  const forgetting = (key: RegExp) => {
    const cache = d.t.app.readCache;
    const clearKeys = cache.clearKeys.bind(cache);
    jest.spyOn(cache, 'clearKeys').mockImplementation((keys) => clearKeys([...keys].filter((k) => !key.test(k))));
  };

  test("a vote that does not name its poll leaves the poll's page showing the old count", async () => {
    forgetting(/^poll:1$/);
    const next = `"res1":${(await firstVotes(1)) + 1}`;
    expect(await staleAfter(() => vote(1, '198.51.100.31'), ['/pp/polls/1/x', '/api/pppolls/1'], next)).toEqual([
      '/pp/polls/1/x',
      '/api/pppolls/1',
    ]);
  });

  test('a correction that names only the story leaves a full list showing the old headline', async () => {
    // The list names its first stories and their authors; past them, only its own key reaches it.
    forgetting(/^(list|author):/);
    const list = (await d.read('/api/news/international')).body.data as AnyJson[];
    const last = list.at(-1)!;
    const title = 'सूची के अंत की खबर फिर सुधरी';
    const retitle = async () =>
      d.as(d.editor, 'PATCH', `/api/newsroom/articles/${last.id}`, { title }, await seenArticle(last.id));
    expect(await staleAfter(retitle, ['/api/news/international'], title)).toEqual(['/api/news/international']);
  });
});

// Last: the news section then comes from elsewhere.
test('a release is seen on the next read of every page, and a rollback brings back the pages kept under the old builds', async () => {
  const change = { actor: TOKEN_ACTOR, reason: 'नई बिल्ड' };
  const before = await get('/');
  expect(await kept('/')).toBe(true);
  await d.t.app.releases.release(
    'news',
    { manifest: 'https://cdn.example/news/b9/mf-manifest.json', build: 'b9' },
    change,
  );
  // The page is made again from the new builds: the old copy, kept under the old builds, is not served.
  expect(await kept('/')).toBe(false);
  expect((await get('/')).body).toContain('https://cdn.example/news/b9/mf-manifest.json');
  await d.t.app.releases.rollback('news', change);
  // The previous builds again: the copy made with them is right again and is served without a render.
  expect(await kept('/')).toBe(true);
  expect((await get('/')).body).toBe(before.body);
});
