import { CACHE_CONTROL } from '@janmat/shared/server';
import { eq } from 'drizzle-orm';
import { ResponseCache } from '../src/core/cache';
import { startCacheBus } from '../src/core/cacheBus';
import { news, polls } from '../src/core/db/schema';
import { PAGES_KEY } from '../src/core/edgeKeys';
import { PurgeMoments } from '../src/core/purgeMoments';
import { comingPurgeMoments } from '../src/newsroom/comingMoments';
import { TOKEN_ACTOR } from '../src/releases/registry';
import { eventually } from './helpers/eventually';
import type { AnyJson } from './helpers/newsroomClient';
import { type Desk, istMinuteIn, startDesk } from './helpers/newsroomDesk';
import { type PurgeReceiver, startPurgeReceiver } from './helpers/purgeReceiver';
import { BACKENDS } from './helpers/testApp';

/** The defaults of CACHE_MAX_AGE, CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE, CACHE_STALE_IF_ERROR. */
const PUBLIC = 'public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400';

const keysOf = (headers: Record<string, unknown>) => String(headers.xkey ?? '').split(' ');

describe.each(BACKENDS)('the edge: cache headers, keys and purging (%s)', (backend) => {
  let d: Desk;
  let edge: PurgeReceiver;
  beforeAll(async () => {
    edge = await startPurgeReceiver(backend === 'pglite' ? 4422 : 4423);
    // Counted purge by purge: without the second purge PostgreSQL's several processes get a second later.
    d = await startDesk(backend, { EDGE_PURGE_URLS: `${edge.url},`, EDGE_PURGE_ECHO_MS: '0' });
  }, 60_000);
  afterAll(async () => {
    await d.t.close();
    await edge.close();
  });

  /** Purges received after `before`, their keys. */
  const purgedSince = (before: number) => edge.received.slice(before).map((purge) => purge.keys);
  const newsOf = async (url: string) => (await d.t.database.db.select().from(news).where(eq(news.url, url)))[0]!;

  test('public API answers: public Cache-Control with the configured times, keys in xkey and Surrogate-Key, ETag and 304 kept', async () => {
    expect(CACHE_CONTROL.public).toBe(PUBLIC);
    const list = await d.read('/api/news/national');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe(PUBLIC);
    expect(list.headers['surrogate-key']).toBe(list.headers.xkey);
    const keys = keysOf(list.headers);
    expect(keys[0]).toBe('list:national');
    const stories = list.body.data as AnyJson[];
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories.slice(0, 50)) expect(keys).toContain(`article:${story.id}`);
    expect(keys).toContain(`author:${stories[0].reporter}`);

    const again = await d.t.app.inject({
      url: '/api/news/national',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(PUBLIC);

    const article = await d.read(`/api/newsdetails2/${stories[0].url}`);
    expect(keysOf(article.headers)).toEqual([`article:${stories[0].id}`, `author:${stories[0].reporter}`]);
    expect(keysOf((await d.read('/api/categories')).headers)).toEqual(['chrome']);
    expect(keysOf((await d.read('/api/videos')).headers)).toEqual(['media']);
    expect(keysOf((await d.read('/api/news')).headers)[0]).toBe('list:all');
  });

  test('poll answers name their polls; a missing subject answers public with the key `missing`', async () => {
    const home = await d.read('/api/pollsathome');
    const [first] = home.body.data as AnyJson[];
    expect(keysOf(home.headers)).toEqual(['polls', ...home.body.data.map((p: AnyJson) => `poll:${p.poll_id}`)]);
    expect(keysOf((await d.read(`/api/pppolls/${first.poll_id}`)).headers)).toEqual([`poll:${first.poll_id}`]);
    const missing = await d.read('/api/newsdetails2/no-such-story');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe(PUBLIC);
    expect(keysOf(missing.headers)).toEqual(['missing']);
  });

  test('personal, staff and write answers are private or no-store and name no keys', async () => {
    const mine = await d.read('/api/mypolls/203.0.113.10', '203.0.113.10');
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.xkey).toBeUndefined();
    const staff = await d.as(d.editor, 'GET', '/api/newsroom/articles');
    expect(staff.status).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers.xkey).toBeUndefined();
    const page = await d.as(d.editor, 'GET', '/newsroom/articles');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.xkey).toBeUndefined();
  });

  test('pages: public, named by their address (the home page also `home`)', async () => {
    const home = await d.read('/');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe(PUBLIC);
    expect(keysOf(home.headers)).toEqual(expect.arrayContaining(['page:/', 'home']));
    expect(home.headers.vary).toMatch(/save-data/i);
    const about = await d.read('/aboutus');
    expect(keysOf(about.headers)).toEqual(expect.arrayContaining(['page:/aboutus', 'static:about']));
  });

  test('a vote purges only its poll, and its answer does not wait for the purge', async () => {
    const [poll] = await d.t.database.db.select().from(polls).where(eq(polls.kind, 'site')).limit(1);
    const before = edge.received.length;
    edge.answer('hold');
    const vote = await d.t.app.inject({
      method: 'PATCH',
      url: `/api/updatepollsres1/0/${poll!.poll_id}`,
      remoteAddress: '198.51.100.77',
    });
    expect(vote.statusCode).toBe(200);
    expect(vote.headers['cache-control']).toBe('private, no-store');
    await edge.waitFor(before + 1);
    edge.release();
    expect(purgedSince(before)).toEqual([[`poll:${poll!.poll_id}`]]);
  });

  test('a release is answered only once the edge has removed every page naming the old build', async () => {
    const { releases } = d.t.app;
    const { live } = releases.section('static');
    const before = edge.received.length;
    edge.answer('hold');
    let answered = false;
    const release = releases
      .release('static', { manifest: live.manifest, build: live.build }, { actor: TOKEN_ACTOR, reason: 'edge test' })
      .then(() => {
        answered = true;
      });
    await edge.waitFor(before + 1);
    // The edge has the purge and has not answered it: the release waits (its server's I/O runs meanwhile).
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    edge.release();
    await release;
    expect(edge.received.slice(before)).toEqual([expect.objectContaining({ keys: [PAGES_KEY], hard: true })]);
  });

  /** A new draft in `national` by author 1: its id. */
  const draft = async (title: string) => {
    const made = await d.as(d.editor, 'POST', '/api/newsroom/articles', {
      title,
      category: 'national',
      reporterId: 1,
      photo: '/uploads/news/a.svg',
      body: '<p>खबर का पूरा ब्योरा यहां है, ताकि पाठक पढ़ सकें।</p>',
    });
    expect(made.status).toBe(201);
    return made.body.id as number;
  };
  /** The `If-Match` of an article as it is now. */
  const versionOf = async (id: number) => ({
    headers: { 'if-match': String((await d.as(d.admin, 'GET', `/api/newsroom/articles/${id}`)).headers.etag) },
  });

  test('a publish purges the article, its lists, the home page, search and "not found" answers; a correction the article and its lists', async () => {
    const id = await draft('किनारे की खबर अब सामने');

    let before = edge.received.length;
    const published = await d.as(d.editor, 'POST', `/api/newsroom/articles/${id}/publish`, {}, await versionOf(id));
    expect(published.status).toBe(200);
    await edge.waitFor(before + 1);
    const publishKeys = new Set(purgedSince(before).flat());
    for (const key of [`article:${id}`, 'list:national', 'list:all', 'author:1', 'home', 'search', 'missing']) {
      expect(publishKeys).toContain(key);
    }

    before = edge.received.length;
    const corrected = await d.as(
      d.editor,
      'PATCH',
      `/api/newsroom/articles/${id}`,
      { title: 'सुधरी हुई सुर्खी' },
      await versionOf(id),
    );
    expect(corrected.status).toBe(200);
    await edge.waitFor(before + 1);
    const correctionKeys = new Set(purgedSince(before).flat());
    expect(correctionKeys).toContain(`article:${id}`);
    expect(correctionKeys).toContain('list:national');
    // Neither appearing nor moving: no "not found" answer can change.
    expect(correctionKeys).not.toContain('missing');

    // The purged answers name the article: the cache in front drops exactly them.
    const row = await newsOf(published.body.slug);
    expect(keysOf((await d.read(`/api/newsdetails2/${row.url}`)).headers)).toContain(`article:${id}`);
    expect(keysOf((await d.read('/api/news/national')).headers)).toContain(`article:${id}`);
  });

  test('a purge the cache refuses is retried, then counted as failed; the write succeeds all the same', async () => {
    const counts = { ...d.t.app.purges };
    const before = edge.received.length;
    edge.answer(500, 500, 500, 500);
    const made = await d.as(d.editor, 'POST', '/api/newsroom/breaking', {
      name: 'मतगणना जारी',
      url: 'politics-newest',
    });
    expect(made.status).toBe(201);
    await edge.waitFor(before + 4);
    // Each try lets the server's I/O run once (the cache's last answer is on its way).
    const counted = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return d.t.app.purges.failed > counts.failed;
    };
    expect(await eventually(counted, 10_000)).toBe(true);
    expect(purgedSince(before)).toEqual([['chrome'], ['chrome'], ['chrome'], ['chrome']]);
    expect(d.t.app.purges.retried).toBeGreaterThanOrEqual(counts.retried + 3);
  });

  test("a scheduled article's moment is waited for with what it will change; scheduling purges nothing yet", async () => {
    const id = await draft('समय पर छपने वाली खबर');
    const before = edge.received.length;
    const scheduled = await d.as(
      d.editor,
      'POST',
      `/api/newsroom/articles/${id}/publish`,
      { at: istMinuteIn(30) },
      await versionOf(id),
    );
    expect(scheduled.body.status).toBe('scheduled');
    const moment = (await comingPurgeMoments(d.t.database.db)).find((m) => m.keys.includes(`article:${id}`));
    expect(moment?.at).toBe(new Date(scheduled.body.publishAt).getTime());
    expect(moment?.keys).toEqual(expect.arrayContaining(['list:national', 'list:all', 'home', 'missing']));
    // Readers could not see it before and cannot yet: the cache in front has nothing to drop.
    expect(await eventually(async () => (await d.read('/api/categories')).status === 200, 5)).toBe(true);
    expect(edge.received.length).toBe(before);
  });

  if (backend === 'postgres') {
    test('a moment two processes wait for is purged by one of them only', async () => {
      const log = { warn: jest.fn(), error: jest.fn() } as unknown as Parameters<typeof startCacheBus>[0]['log'];
      const purged: string[][] = [];
      const asked: Promise<boolean>[] = [];
      // Resolved when both processes have asked whether they lead (each does when the moment comes).
      let bothAsked: () => void = () => undefined;
      const asking = new Promise<void>((resolve) => {
        bothAsked = resolve;
      });
      const at = Date.now() + 300;
      const processes = await Promise.all(
        [1, 2].map(async () => {
          const bus = await startCacheBus({
            url: d.t.config.databaseUrl!,
            db: d.t.database.db,
            cache: new ResponseCache(),
            log,
          });
          const moments = new PurgeMoments({
            purge: (keys) => purged.push([...keys]),
            lead: () => {
              const answer = bus.lead();
              asked.push(answer);
              if (asked.length === 2) bothAsked();
              return answer;
            },
            log,
          });
          moments.setSource(async () => [{ at, keys: ['article:1', 'home'] }]);
          await moments.reload();
          return { bus, moments };
        }),
      );
      // Each process asks whether it leads when the moment comes; only the one that does purges.
      await asking;
      expect((await Promise.all(asked)).sort()).toEqual([false, true]);
      expect(purged).toEqual([['article:1', 'home']]);
      for (const { bus, moments } of processes) {
        moments.close();
        await bus.close();
      }
    });

    test('of several processes on one database exactly one purges the moments, and another takes over when it stops', async () => {
      const log = { warn: jest.fn(), error: jest.fn() } as unknown as Parameters<typeof startCacheBus>[0]['log'];
      const bus = () =>
        startCacheBus({ url: d.t.config.databaseUrl!, db: d.t.database.db, cache: new ResponseCache(), log });
      const [first, second] = [await bus(), await bus()];
      // The test app's own process has not asked (no moment came): the first to ask leads.
      expect([await first.lead(), await second.lead()]).toEqual([true, false]);
      expect(await second.lead()).toBe(false);
      await first.close();
      expect(await second.lead()).toBe(true);
      await second.close();
    });
  }
});
