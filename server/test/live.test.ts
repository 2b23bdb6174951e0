import { LIVE_PAGE_SIZE } from '@janmat/shared/contracts';
import { NEWSROOM_FIELD_MESSAGES as F, LIVE_FIELD_MESSAGES as L } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import { LIVE_READ_MESSAGES } from '../src/api/liveRoutes';
import { news } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES as M, SERVER_MESSAGES } from '../src/core/messages';
import { LIVE_MESSAGES } from '../src/newsroom/live/liveMessages';
import type { AnyJson } from './helpers/newsroomClient';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { type PurgeReceiver, startPurgeReceiver } from './helpers/purgeReceiver';
import { BACKENDS } from './helpers/testApp';

describe.each(BACKENDS)('live pages on %s', (backend) => {
  let d: Desk;
  let edge: PurgeReceiver;
  let articleId: number;

  const idOf = async (url: string) => (await d.read(`/api/newsdetails2/${url}`)).body.data[0].id as number;
  const feed = async (query = '') => d.read(`/api/live/${articleId}${query}`);
  const post = (payload: unknown, id = articleId) =>
    d.as(d.editor, 'POST', `/api/newsroom/live/${id}/updates`, payload);

  beforeAll(async () => {
    edge = await startPurgeReceiver(backend === 'pglite' ? 4481 : 4482);
    // Counted purge by purge: without the second purge PostgreSQL's several processes get a second later.
    d = await startDesk(backend, { EDGE_PURGE_URLS: edge.url, EDGE_PURGE_ECHO_MS: '0' });
    articleId = await idOf('politics-newest');
    const before = edge.received.length;
    const marked = await d.as(d.editor, 'PUT', `/api/newsroom/live/${articleId}`, { live: true });
    expect(marked.status).toBe(200);
    // Starting a live page changes the badge wherever the article is shown: its own answers, and its
    // lists by their own keys too (a list names only its first stories' keys), the home page and search.
    await edge.waitFor(before + 1);
    expect(edge.received[before]?.keys).toEqual([
      `live:${articleId}`,
      `article:${articleId}`,
      'list:all',
      'list:politics',
      'author:1',
      'home',
      'search',
    ]);
  }, 60_000);
  afterAll(async () => {
    await d.t.close();
    await edge.close();
  });

  test('only editors and admins use the live desk: no session → 401, a reporter → 403', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', `/api/newsroom/live/${articleId}`],
      ['PUT', `/api/newsroom/live/${articleId}`, { live: false }],
      ['GET', `/api/newsroom/live/${articleId}/updates`],
      ['POST', `/api/newsroom/live/${articleId}/updates`, { body: '<p>अपडेट</p>' }],
      ['PATCH', '/api/newsroom/live/updates/1', { pinned: true }],
      ['DELETE', '/api/newsroom/live/updates/1'],
    ];
    for (const [method, url, payload] of endpoints) {
      const anonymous = await d.as(undefined as never, method, url, payload);
      expect([method, url, anonymous.status, anonymous.body.message]).toEqual([method, url, 401, M.signInRequired]);
      const reporter = await d.as(d.reporter, method, url, payload);
      expect([method, url, reporter.status, reporter.body.message]).toEqual([method, url, 403, M.notAllowed]);
    }
    expect((await d.as(d.admin, 'GET', `/api/newsroom/live/${articleId}`)).body.data.live).toBe(true);
  });

  test('an update is posted cleaned, audited, and the readers’ feed shows it after the one they had', async () => {
    const before = (await feed()).body;
    expect(before.live).toBe(true);
    const polled = await feed(`?after=${before.latest}`);
    expect(polled.body).toMatchObject({ data: [], newer: 0 });

    const made = await post({ body: '<p>मतगणना शुरू <script>alert(1)</script></p>', keyEvent: true });
    expect(made.status).toBe(201);
    expect(made.headers.etag).toBe('"1"');
    expect(made.body.data).toMatchObject({ articleId, pinned: false, keyEvent: true, photo: '', version: 1 });
    expect(made.body.data.body).toBe('<p>मतगणना शुरू </p>');
    expect(made.body.data.postedBy).toBe('संपादक');

    const after = await feed(`?after=${before.latest}`);
    expect(after.status).toBe(200);
    expect(after.body.newer).toBe(1);
    expect(after.body.data.map((u: AnyJson) => u.id)).toEqual([made.body.data.id]);
    expect(after.body.latest).toBe(made.body.data.id);
    expect(after.body.data[0]).toEqual({
      id: made.body.data.id,
      body: '<p>मतगणना शुरू </p>',
      photo: '',
      pinned: false,
      keyEvent: true,
      postedAt: made.body.data.postedAt,
      updatedAt: made.body.data.updatedAt,
    });
    const [entry] = await d.audited('live_update', made.body.data.id);
    expect(entry).toMatchObject({ action: 'live_update_create', staff: d.editorId });
  });

  test('the feed is public and kept briefly by the edge, named live:<id>; a post purges exactly that key', async () => {
    const first = await feed();
    const again = await feed();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=10(,|$)/);
    expect(String(first.headers.xkey).split(' ')).toEqual([`live:${articleId}`, `article:${articleId}`]);
    const before = edge.received.length;
    await post({ body: '<p>दूसरा अपडेट</p>', pinned: true });
    await edge.waitFor(before + 1);
    expect(edge.received.slice(before).map((purge) => purge.keys)).toEqual([[`live:${articleId}`]]);
    const changed = await feed();
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body.pinned.map((u: AnyJson) => u.body)).toContain('<p>दूसरा अपडेट</p>');
  });

  test('wrong updates are refused with the field’s Hindi text, and nothing is posted', async () => {
    const latest = (await feed()).body.latest;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { body: L.bodyRequired }],
      [{ body: '<p> </p>' }, { body: L.bodyRequired }],
      [{ body: 42 }, { body: L.bodyInvalid(20_000) }],
      [{ body: '<p>ठीक</p>', pinned: 'हाँ' }, { pinned: F.booleanInvalid }],
      [{ body: '<p>ठीक</p>', photo: 'javascript:alert(1)' }, { photo: F.photoInvalid }],
      [{ body: '<p>ठीक</p>', color: 'red' }, { color: F.unknownField }],
    ];
    for (const [payload, errors] of cases) {
      const refused = await post(payload);
      expect([payload, refused.status, refused.body]).toEqual([
        payload,
        400,
        { message: M.validationFailed, errors: expect.objectContaining(errors) },
      ]);
    }
    expect((await feed()).body.latest).toBe(latest);
  });

  test('an article that is not live takes no updates; an unknown one is 404', async () => {
    const other = await idOf('national-one');
    const refused = await post({ body: '<p>अपडेट</p>' }, other);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LIVE_MESSAGES.notLive);
    const missing = await post({ body: '<p>अपडेट</p>' }, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.articleNotFound);
    expect((await d.read(`/api/live/${other}`)).body).toMatchObject({ live: false, data: [], latest: 0 });
  });

  test('a correction needs the version seen, is audited and shows in the feed; a delete removes it', async () => {
    const made = (await post({ body: '<p>पहला रूप</p>' })).body.data;
    const url = `/api/newsroom/live/updates/${made.id}`;
    expect((await d.as(d.editor, 'PATCH', url, { body: '<p>सुधरा रूप</p>' })).status).toBe(428);
    const stale = await d.as(d.editor, 'PATCH', url, { body: '<p>सुधरा रूप</p>' }, { headers: { 'if-match': '"7"' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.versionStale);
    const empty = await d.as(d.editor, 'PATCH', url, {}, { headers: { 'if-match': '"1"' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors._).toBe(F.nothingToChange);

    const shown = (await feed(`?after=${made.id}`)).body.edition;
    const corrected = await d.as(
      d.editor,
      'PATCH',
      url,
      { body: '<p>सुधरा रूप</p>', pinned: true },
      {
        headers: { 'if-match': '"1"' },
      },
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ body: '<p>सुधरा रूप</p>', pinned: true, version: 2 });
    expect((await feed()).body.data.find((u: AnyJson) => u.id === made.id).body).toBe('<p>सुधरा रूप</p>');
    // An open page that shows it learns that it changed: the edition of the updates up to it is another.
    const afterCorrection = (await feed(`?after=${made.id}`)).body.edition;
    expect(afterCorrection).not.toBe(shown);

    const removed = await d.as(d.editor, 'DELETE', url);
    expect(removed.body.message).toBe(LIVE_MESSAGES.updateDeleted);
    expect((await d.as(d.editor, 'DELETE', url)).body.message).toBe(LIVE_MESSAGES.updateNotFound);
    expect((await feed()).body.data.map((u: AnyJson) => u.id)).not.toContain(made.id);
    expect((await feed(`?after=${made.id}`)).body.edition).not.toBe(afterCorrection);
    const actions = (await d.audited('live_update', made.id)).map((entry) => entry.action);
    expect(actions).toEqual(['live_update_delete', 'live_update_correct', 'live_update_create']);
  });

  test('the feed pages back by 20 with ?before=', async () => {
    for (let i = 0; i < LIVE_PAGE_SIZE + 2; i += 1) await post({ body: `<p>अपडेट ${i}</p>` });
    const first = (await feed()).body;
    expect(first.data).toHaveLength(LIVE_PAGE_SIZE);
    expect(first.data[0].id).toBe(first.latest);
    expect(first.next).toBe(first.data[LIVE_PAGE_SIZE - 1].id);
    const older = (await feed(`?before=${first.next}`)).body;
    expect(older.data.every((u: AnyJson) => u.id < first.next)).toBe(true);
    expect(older.data.length).toBeGreaterThan(0);
  });

  test('a wrong after or before → 400 in Hindi; an unknown or unpublished article → 404', async () => {
    for (const query of [
      '?after=abc',
      '?after=-1',
      '?after=1.5',
      '?after=99999999999',
      '?after=1&before=2',
      '?since=1',
    ]) {
      const refused = await feed(query);
      expect([query, refused.status, refused.body]).toEqual([query, 400, { message: LIVE_READ_MESSAGES.badCursor }]);
    }
    const unknown = await d.read('/api/live/999999');
    expect([unknown.status, unknown.body.message]).toEqual([404, SERVER_MESSAGES.notFound]);
    expect(unknown.headers.xkey).toBe('missing');
    expect((await d.read('/api/live/abc')).status).toBe(400);
    const hidden = await idOf('national-one');
    await d.t.database.db.update(news).set({ status: 'draft' }).where(eq(news.id, hidden));
    d.t.app.readCache.clear();
    expect((await d.read(`/api/live/${hidden}?after=0`)).status).toBe(404);
  });

  test('lists and the article mark a live article (live: true); other articles keep the spec’s fields', async () => {
    const list = (await d.read('/api/news')).body.data as AnyJson[];
    expect(list.find((item) => item.id === articleId).live).toBe(true);
    expect(list.filter((item) => 'live' in item).map((item) => item.id)).toEqual([articleId]);
    expect((await d.read('/api/newsdetails2/politics-newest')).body.data[0].live).toBe(true);
    expect((await d.read('/api/newsdetails2/national-old')).body.data[0]).not.toHaveProperty('live');
  });

  test('ending the live page is audited and the feed says so; the article keeps its updates (live: false)', async () => {
    const ended = await d.as(d.editor, 'PUT', `/api/newsroom/live/${articleId}`, { live: false });
    expect(ended.body.data.live).toBe(false);
    expect((await feed()).body.live).toBe(false);
    expect((await d.read('/api/newsdetails2/politics-newest')).body.data[0].live).toBe(false);
    expect((await d.read('/api/news')).body.data.some((item: AnyJson) => 'live' in item)).toBe(false);
    const [entry] = await d.audited('article', articleId);
    expect(entry?.action).toBe('live_end');
  });
});
