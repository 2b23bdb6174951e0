import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAuthorId } from '@janmat/shared/contracts';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { auditLog, news } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES } from '../src/core/messages';
import { istStamp } from '../src/newsroom/common/ist';
import { writeFakeBuilds } from './helpers/fakeWeb';
import { type AnyJson, type Session as BaseSession, call, fakeDate, restoreDate } from './helpers/newsroomClient';
import { ADMIN, newsroomEnv } from './helpers/newsroomEnv';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

const PASSWORD = 'न्यूज़रूम-का-पासवर्ड-1';

interface Session extends BaseSession {
  id: number;
}

async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const reply = await call(app, 'POST', '/api/newsroom/signin', { payload: { email, password } });
  expect(reply.status).toBe(200);
  const cookie = String(reply.headers['set-cookie']).split(';')[0]!;
  return { cookie, csrf: reply.body.csrfToken, id: reply.body.staff.id };
}

/** A newsroom time (`YYYY-MM-DDTHH:mm`, Asia/Kolkata) at least `minutes` from now. */
const istMinuteIn = (minutes: number) =>
  istStamp(new Date(Date.now() + minutes * 60_000 + 60_000))
    .slice(0, 16)
    .replace(' ', 'T');

const TITLE = 'बिहार में गठबंधन फिर से बनेगा';
const BODY = '<p>पटना में आज <strong>गठबंधन</strong> की बैठक हुई।</p><p>दूसरा अनुच्छेद।</p>';

describe.each(BACKENDS)('newsroom articles on %s', (backend) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let reporter: Session;
  let otherReporter: Session;
  let people = 0;

  async function addStaff(role: 'editor' | 'reporter'): Promise<Session> {
    people += 1;
    const email = `${role}${people}@janmat.test`;
    const reply = await call(t.app, 'POST', '/api/newsroom/staff', {
      session: admin,
      payload: { email, name: `${role === 'editor' ? 'संपादक' : 'रिपोर्टर'} ${people}`, role, password: PASSWORD },
    });
    expect(reply.status).toBe(201);
    return signIn(t.app, email, PASSWORD);
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-articles-'));
    writeFakeBuilds(join(dataDir, 'web'));
    t = await startTestApp({
      backend,
      dataDir,
      env: newsroomEnv(),
    });
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    editor = await addStaff('editor');
    reporter = await addStaff('reporter');
    otherReporter = await addStaff('reporter');
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => {
    restoreDate();
  });

  const create = async (session: Session, fields: Record<string, unknown> = {}) => {
    const reply = await call(t.app, 'POST', '/api/newsroom/articles', {
      session,
      payload: {
        title: TITLE,
        category: 'national',
        reporterId: 1,
        photo: '/uploads/news/a.svg',
        body: BODY,
        ...fields,
      },
    });
    expect(reply.status).toBe(201);
    return reply.body;
  };
  /** The `If-Match` of the article as it is now (read by the admin, who reads every article). */
  const seen = async (id: number) => ({
    'if-match': String(
      (await call(t.app, 'GET', `/api/newsroom/articles/${id}`, { session: admin })).headers.etag ?? '"1"',
    ),
  });
  const act = async (session: Session, id: number, action: string, payload: unknown = {}) =>
    call(t.app, 'POST', `/api/newsroom/articles/${id}/${action}`, { session, payload, headers: await seen(id) });
  const read = (url: string) => call(t.app, 'GET', url);
  const newsallUrls = async () => (await read('/api/newsall')).body.data.map((n: AnyJson) => n.url);
  const authorUrls = async (id: number) => (await read(`/api/newsbyauthor/${id}`)).body.data.map((n: AnyJson) => n.url);

  /**
   * Every reader-facing place a published article shows up, read (and so cached) now. Its page exists
   * exactly when `details` answers it (the news section's data contract: server/test/built).
   */
  async function readerViews(slug: string, type = 'national') {
    const details = await read(`/api/newsdetails2/${slug}`);
    return {
      newsall: (await newsallUrls()).includes(slug),
      list: (await read(`/api/news/${type}`)).body.data.some((n: AnyJson) => n.url === slug),
      author: (await authorUrls(1)).includes(slug),
      details: details.status,
      sitemap: (await read('/sitemap.xml')).body.includes(`/news/${type}/${slug}</loc>`),
      rss: (await read('/rss.xml')).body.includes(`/news/${type}/${slug}</link>`),
    };
  }
  const SEEN = { newsall: true, list: true, author: true, details: 200, sitemap: true, rss: true };
  const UNSEEN = { newsall: false, list: false, author: false, details: 404, sitemap: false, rss: false };

  describe('role rules', () => {
    test('without a session every article call → 401', async () => {
      const calls: [string, string][] = [
        ['GET', '/api/newsroom/articles'],
        ['GET', '/api/newsroom/articles/1'],
        ['GET', '/api/newsroom/articles/1/versions'],
        ['GET', `/api/newsroom/slug?title=${encodeURIComponent(TITLE)}`],
        ['POST', '/api/newsroom/articles'],
        ['PATCH', '/api/newsroom/articles/1'],
        ['POST', '/api/newsroom/articles/1/submit'],
        ['POST', '/api/newsroom/articles/1/publish'],
        ['POST', '/api/newsroom/articles/1/unpublish'],
      ];
      for (const [method, url] of calls) {
        const reply = await call(t.app, method, url, { payload: method === 'GET' ? undefined : {} });
        expect([method, url, reply.status]).toEqual([method, url, 401]);
        expect(reply.body.message).toBe(NEWSROOM_MESSAGES.signInRequired);
      }
    });

    test('a write without the CSRF token, or with another session’s, → 403 and nothing is written', async () => {
      const [before] = await t.database.db.select({ n: count() }).from(news);
      for (const csrf of [null, editor.csrf]) {
        const reply = await call(t.app, 'POST', '/api/newsroom/articles', {
          session: reporter,
          csrf,
          payload: { title: TITLE, category: 'national', reporterId: 1 },
        });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(NEWSROOM_MESSAGES.csrfMissing);
      }
      const mine = await create(reporter);
      expect(
        (
          await call(t.app, 'POST', `/api/newsroom/articles/${mine.id}/submit`, {
            session: reporter,
            csrf: null,
            headers: await seen(mine.id),
          })
        ).status,
      ).toBe(403);
      const [after] = await t.database.db.select({ n: count() }).from(news);
      expect(after!.n).toBe(before!.n + 1);
      expect((await call(t.app, 'GET', `/api/newsroom/articles/${mine.id}`, { session: reporter })).body.status).toBe(
        'draft',
      );
    });

    test('a reporter writes and submits their own draft, but cannot publish, unpublish or schedule it', async () => {
      const draft = await create(reporter);
      expect(draft).toMatchObject({ status: 'draft', createdBy: reporter.id, category: 'national', type: 'national' });
      for (const action of ['publish', 'unpublish']) {
        const reply = await act(reporter, draft.id, action);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(NEWSROOM_MESSAGES.notAllowed);
      }
      expect((await act(reporter, draft.id, 'publish', { at: istMinuteIn(10) })).status).toBe(403);
      const submitted = await act(reporter, draft.id, 'submit');
      expect(submitted.status).toBe(200);
      expect(submitted.body.status).toBe('submitted');
      // Still theirs to correct until an editor publishes it.
      const patched = await call(t.app, 'PATCH', `/api/newsroom/articles/${draft.id}`, {
        headers: await seen(draft.id),
        session: reporter,
        payload: { title: 'सुधरा हुआ शीर्षक' },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.status).toBe('submitted');
      expect((await act(editor, draft.id, 'publish')).body.status).toBe('published');
      const late = await call(t.app, 'PATCH', `/api/newsroom/articles/${draft.id}`, {
        headers: await seen(draft.id),
        session: reporter,
        payload: { title: 'प्रकाशन के बाद' },
      });
      expect(late.status).toBe(403);
      expect(late.body.message).toBe(NEWSROOM_MESSAGES.reporterDraftsOnly);
    });

    test('a reporter cannot see, edit, submit or read the versions of another’s draft; editors and admins can', async () => {
      const theirs = await create(otherReporter, { title: 'दूसरे रिपोर्टर का ड्राफ़्ट' });
      const tries: [string, string, unknown][] = [
        ['GET', `/api/newsroom/articles/${theirs.id}`, undefined],
        ['GET', `/api/newsroom/articles/${theirs.id}/versions`, undefined],
        ['PATCH', `/api/newsroom/articles/${theirs.id}`, { title: 'कब्ज़ा' }],
        ['POST', `/api/newsroom/articles/${theirs.id}/submit`, {}],
      ];
      for (const [method, url, payload] of tries) {
        const reply = await call(t.app, method, url, { session: reporter, payload, headers: await seen(theirs.id) });
        expect([method, url, reply.status]).toEqual([method, url, 403]);
      }
      const list = await call(t.app, 'GET', '/api/newsroom/articles?limit=200', { session: reporter });
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(0);
      const ids = list.body.data.map((i: AnyJson) => i.id);
      expect(ids).not.toContain(theirs.id);
      const [mine] = await t.database.db
        .select({ n: count() })
        .from(news)
        .where(eq(news.created_by_staff, reporter.id));
      expect(ids).toHaveLength(mine!.n);
      for (const session of [editor, admin]) {
        expect((await call(t.app, 'GET', `/api/newsroom/articles/${theirs.id}`, { session })).status).toBe(200);
        const edited = await call(t.app, 'PATCH', `/api/newsroom/articles/${theirs.id}`, {
          headers: await seen(theirs.id),
          session,
          payload: { subtype: 'kisan' },
        });
        expect(edited.status).toBe(200);
      }
      // Editors see every article, the seed's included.
      const all = await call(t.app, 'GET', '/api/newsroom/articles?limit=200', { session: editor });
      expect(all.body.data.map((i: AnyJson) => i.slug)).toEqual(expect.arrayContaining(['national-one', theirs.slug]));
    });

    test('unknown article → 404 in Hindi; a bad id → 400', async () => {
      const missing = await call(t.app, 'GET', '/api/newsroom/articles/999999', { session: editor });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(NEWSROOM_MESSAGES.articleNotFound);
      expect((await act(editor, 999999, 'publish')).status).toBe(404);
      expect((await call(t.app, 'GET', '/api/newsroom/articles/abc', { session: editor })).status).toBe(400);
    });
  });

  describe('fields', () => {
    test('validation errors are per field, in Hindi', async () => {
      const bad = await call(t.app, 'POST', '/api/newsroom/articles', {
        session: reporter,
        payload: { title: '  ', category: 'no-such', reporterId: 'one', extra: 1 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(NEWSROOM_MESSAGES.validationFailed);
      expect(bad.body.errors).toEqual({
        title: F.titleRequired,
        reporterId: F.reporterRequired,
        extra: F.unknownField,
      });
      const long = await call(t.app, 'POST', '/api/newsroom/articles', {
        session: reporter,
        payload: { title: 'क'.repeat(201), category: 'national', reporterId: 1 },
      });
      expect(long.body.errors).toEqual({ title: F.titleLong(200) });
      const unknown = await call(t.app, 'POST', '/api/newsroom/articles', {
        session: reporter,
        payload: { title: TITLE, category: 'no-such', state: 'goa', subtype: 'no-such', reporterId: 99 },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({
        category: NEWSROOM_MESSAGES.categoryUnknown,
        state: NEWSROOM_MESSAGES.stateUnknown,
        subtype: NEWSROOM_MESSAGES.subtypeUnknown,
        reporterId: F.reporterUnknown,
      });
      const photo = await call(t.app, 'POST', '/api/newsroom/articles', {
        session: reporter,
        payload: { title: TITLE, category: 'national', reporterId: 1, photo: 'javascript:alert(1)', slug: 'Bad Slug' },
      });
      expect(photo.body.errors).toEqual({ photo: F.photoInvalid, slug: F.slugInvalid });
      const empty = await call(t.app, 'PATCH', '/api/newsroom/articles/1', {
        session: editor,
        payload: {},
        headers: await seen(1),
      });
      expect(empty.body.errors).toEqual({ _: F.nothingToChange });
    });

    test('markup outside the article allow-list is stripped from bodies on create and on edit', async () => {
      const hostile =
        '<p onclick="steal()">सुरक्षित <strong>पाठ</strong></p><script>alert(1)</script><style>p{}</style>' +
        '<a href="javascript:alert(2)">लिंक</a><img src="https://janmat.test/a.jpg" onerror="y()" alt="चित्र">' +
        '<iframe src="https://evil.example"></iframe><form><input></form><h2>उपशीर्षक</h2><ul><li>एक</li></ul>' +
        '<blockquote><em>उद्धरण</em></blockquote><a href="https://janmat.in/x" target="_blank">बाहर</a>';
      const made = await create(reporter, { body: hostile });
      for (const body of [
        made.body,
        (await call(t.app, 'GET', `/api/newsroom/articles/${made.id}`, { session: reporter })).body.body,
      ]) {
        expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style|<form|<input|alert/);
        expect(body).toContain('<p>सुरक्षित <strong>पाठ</strong></p>');
        expect(body).toContain('<img src="https://janmat.test/a.jpg" alt="चित्र" />');
        expect(body).toContain('<h2>उपशीर्षक</h2><ul><li>एक</li></ul><blockquote><em>उद्धरण</em></blockquote>');
        expect(body).toContain('rel="noopener noreferrer"');
      }
      const edited = await call(t.app, 'PATCH', `/api/newsroom/articles/${made.id}`, {
        headers: await seen(made.id),
        session: reporter,
        payload: { body: '<p>नया</p><script>x()</script><div onmouseover="x()">पाठ</div>' },
      });
      expect(edited.body.body).toBe('<p>नया</p>पाठ');
    });
  });

  describe('slugs', () => {
    test('proposed from the Hindi title in Latin letters, unique against articles and old addresses', async () => {
      const proposal = async (title: string) =>
        (await call(t.app, 'GET', `/api/newsroom/slug?title=${encodeURIComponent(title)}`, { session: reporter })).body;
      expect(await proposal('प्रधानमंत्री ने किया उद्घाटन: ज़्यादा सड़कें, 2026 में')).toEqual({
        slug: 'pradhanmantri-ne-kiya-udghatan-zyada-sadken-2026-men',
      });
      // The fixture's own address is taken: the proposal moves on.
      expect(await proposal('national one')).toEqual({ slug: 'national-one-2' });
      const first = await create(reporter, { title: 'राज्य में नई सरकार' });
      const second = await create(reporter, { title: 'राज्य में नई सरकार!' });
      expect(first.slug).toBe('rajya-men-nai-sarkar');
      expect(second.slug).toBe('rajya-men-nai-sarkar-2');
      expect(await proposal('राज्य में नई सरकार')).toEqual({ slug: 'rajya-men-nai-sarkar-3' });
      const empty = await call(t.app, 'GET', '/api/newsroom/slug?title=', { session: reporter });
      expect(empty.status).toBe(400);
    });

    test('editable before publication; a slug another article holds → 409', async () => {
      const made = await create(reporter, { title: 'स्लग की परीक्षा' });
      const taken = await call(t.app, 'PATCH', `/api/newsroom/articles/${made.id}`, {
        headers: await seen(made.id),
        session: reporter,
        payload: { slug: 'national-one' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(NEWSROOM_MESSAGES.slugTaken);
      const own = await call(t.app, 'PATCH', `/api/newsroom/articles/${made.id}`, {
        headers: await seen(made.id),
        session: reporter,
        payload: { slug: 'slug-ki-pariksha-nai' },
      });
      expect(own.body.slug).toBe('slug-ki-pariksha-nai');
      const given = await call(t.app, 'POST', '/api/newsroom/articles', {
        session: reporter,
        payload: { title: TITLE, category: 'national', reporterId: 1, slug: 'slug-ki-pariksha-nai' },
      });
      expect(given.status).toBe(409);
    });
  });

  describe('publishing reaches readers at once', () => {
    test('published: in the lists, details, author page, sitemap, rss and its page; unpublished: gone, page 404', async () => {
      const made = await create(reporter, { title: 'तुरंत दिखने वाली ख़बर', subtype: 'kisan' });
      const slug = made.slug;
      expect(made.wasPublic).toBe(false);
      // Every answer read (and cached) before publishing.
      expect(await readerViews(slug)).toEqual(UNSEEN);
      expect((await read(`/api/newssubcategory/kisan`)).body.data.map((n: AnyJson) => n.url)).not.toContain(slug);
      const published = await act(editor, made.id, 'publish');
      expect(published.status).toBe(200);
      expect(published.body.status).toBe('published');
      expect(published.body.wasPublic).toBe(true);
      expect(await readerViews(slug)).toEqual(SEEN);
      expect((await read(`/api/newssubcategory/kisan`)).body.data.map((n: AnyJson) => n.url)).toContain(slug);
      const details = (await read(`/api/newsdetails2/${slug}`)).body.data[0];
      expect(details).toMatchObject({
        name: 'तुरंत दिखने वाली ख़बर',
        type: 'national',
        reporter: 1,
        reported_by: 'सीमा शर्मा',
      });
      expect(details.created_at).toBe(istStamp(new Date(published.body.publishAt)));
      // Newest first: it leads the home page.
      expect((await newsallUrls())[0]).toBe(slug);
      expect((await t.app.inject(`/author/${encodeAuthorId(1)}`)).statusCode).toBe(200);

      const gone = await act(editor, made.id, 'unpublish');
      expect(gone.body.status).toBe('unpublished');
      expect(await readerViews(slug)).toEqual(UNSEEN);
      expect((await act(editor, made.id, 'unpublish')).status).toBe(409);
    });

    test('a correction of a published article is what readers get next', async () => {
      const made = await create(editor, { title: 'पहला शीर्षक' });
      await act(editor, made.id, 'publish');
      expect((await read(`/api/newsdetails2/${made.slug}`)).body.data[0].name).toBe('पहला शीर्षक');
      const fixed = await call(t.app, 'PATCH', `/api/newsroom/articles/${made.id}`, {
        headers: await seen(made.id),
        session: editor,
        payload: { title: 'सुधरा शीर्षक', body: '<p>सुधार</p>' },
      });
      expect(fixed.status).toBe(200);
      const details = (await read(`/api/newsdetails2/${made.slug}`)).body.data[0];
      expect(details.name).toBe('सुधरा शीर्षक');
      expect(details.des).toBe('<p>सुधार</p>');
      expect((await read('/rss.xml')).body).toContain('<title>सुधरा शीर्षक</title>');
    });

    test('a curated link (ticker, popular) to a withdrawn article is left out while it is withdrawn', async () => {
      const [seeded] = await t.database.db.select().from(news).where(eq(news.url, 'national-one'));
      const ticker = async () => (await read('/api/breakingnews')).body.data.map((n: AnyJson) => n.url);
      expect(await ticker()).toContain('national-one');
      await act(editor, seeded!.id, 'unpublish');
      expect(await ticker()).not.toContain('national-one');
      expect((await read('/api/newsdetails2/national-one')).status).toBe(404);
      const again = await act(editor, seeded!.id, 'publish');
      expect(again.status).toBe(200);
      expect(await ticker()).toContain('national-one');
      // Back with its own date: it was public before.
      expect((await read('/api/newsdetails2/national-one')).body.data[0].created_at).toBe('2026-11-20 10:00:00');
    });

    test('publishing needs a photo and a body', async () => {
      const bare = await call(t.app, 'POST', '/api/newsroom/articles', {
        session: reporter,
        payload: { title: 'अधूरी ख़बर', category: 'national', reporterId: 1 },
      });
      const reply = await act(editor, bare.body.id, 'publish');
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({
        photo: NEWSROOM_MESSAGES.photoRequired,
        body: NEWSROOM_MESSAGES.bodyRequired,
      });
      expect((await act(editor, bare.body.id, 'publish', { at: '2026-02-30T10:00' })).body.errors).toEqual({
        at: F.atInvalid,
      });
    });

    test('a slug changed after publication: the old address answers the article under its new one', async () => {
      const made = await create(editor, { title: 'पुराना पता', category: 'state', state: 'bihar' });
      await act(editor, made.id, 'publish');
      const old = made.slug;
      expect((await read(`/api/newsdetails2/${old}`)).status).toBe(200);
      const moved = await call(t.app, 'PATCH', `/api/newsroom/articles/${made.id}`, {
        headers: await seen(made.id),
        session: editor,
        payload: { slug: 'naya-pata' },
      });
      expect(moved.status).toBe(200);
      // The old address answers the article under its new one: its page moves there (301, server/test/built).
      expect((await read(`/api/newsdetails2/${old}`)).body.data[0].url).toBe('naya-pata');
      expect((await read('/api/newsdetails2/naya-pata')).status).toBe(200);
      expect((await read('/sitemap.xml')).body).toContain('/news/states/naya-pata</loc>');
      // The old address stays the article's: nobody else gets it.
      const proposal = await call(t.app, 'GET', `/api/newsroom/slug?title=${encodeURIComponent('पुराना पता')}`, {
        session: reporter,
      });
      expect(proposal.body.slug).toBe(`${old}-2`);
      const other = await create(editor, { title: 'कोई और' });
      const steal = await call(t.app, 'PATCH', `/api/newsroom/articles/${other.id}`, {
        headers: await seen(other.id),
        session: editor,
        payload: { slug: old },
      });
      expect(steal.status).toBe(409);
      // Unpublished, its old address is a 404 like its new one.
      await act(editor, made.id, 'unpublish');
      expect((await read(`/api/newsdetails2/${old}`)).status).toBe(404);
    });

    test('scheduled: readers see it only once its time (Asia/Kolkata) has come, though their answers were cached', async () => {
      const clock = fakeDate();
      const made = await create(editor, { title: 'निर्धारित समय की ख़बर' });
      const at = istMinuteIn(5);
      const scheduled = await act(editor, made.id, 'publish', { at });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.status).toBe('scheduled');
      expect(scheduled.body.publishAt).toBe(new Date(`${at}:00+05:30`).toISOString());
      expect(await readerViews(made.slug)).toEqual(UNSEEN);
      const listed = await call(t.app, 'GET', '/api/newsroom/articles?status=scheduled', { session: editor });
      expect(listed.body.data.map((i: AnyJson) => i.id)).toContain(made.id);
      clock.advance(3 * 60_000);
      expect(await readerViews(made.slug)).toEqual(UNSEEN);
      clock.advance(4 * 60_000);
      expect(await readerViews(made.slug)).toEqual(SEEN);
      expect((await read(`/api/newsdetails2/${made.slug}`)).body.data[0].created_at).toBe(`${at.replace('T', ' ')}:00`);
      const now = await call(t.app, 'GET', `/api/newsroom/articles/${made.id}`, { session: editor });
      expect(now.body.status).toBe('published');
    });
  });

  describe('history', () => {
    test('versions list, newest first, who changed which fields; every write is in the audit log', async () => {
      const made = await create(reporter, { title: 'इतिहास वाली ख़बर' });
      await call(t.app, 'PATCH', `/api/newsroom/articles/${made.id}`, {
        headers: await seen(made.id),
        session: reporter,
        payload: { title: 'इतिहास वाली ख़बर', body: '<p>नया भाग</p>', state: 'bihar' },
      });
      await act(reporter, made.id, 'submit');
      await act(editor, made.id, 'publish');
      const versions = await call(t.app, 'GET', `/api/newsroom/articles/${made.id}/versions`, { session: reporter });
      expect(versions.status).toBe(200);
      const names = { [reporter.id]: 'रिपोर्टर', [editor.id]: 'संपादक' };
      expect(versions.body.map((v: AnyJson) => [v.staff.name.split(' ')[0], v.changed])).toEqual([
        [names[editor.id], ['status', 'publishAt']],
        [names[reporter.id], ['status']],
        [names[reporter.id], ['state', 'body']],
        [names[reporter.id], expect.arrayContaining(['title', 'slug', 'category', 'reporterId', 'body'])],
      ]);
      expect(versions.body[0]).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        staff: { id: editor.id, name: expect.any(String) },
        changed: ['status', 'publishAt'],
      });
      const audited = await t.database.db
        .select({ action: auditLog.action, staff: auditLog.staff_id })
        .from(auditLog)
        .where(and(eq(auditLog.subject_type, 'article'), eq(auditLog.subject_id, String(made.id))))
        .orderBy(desc(auditLog.id));
      expect(audited).toEqual([
        { action: 'article_publish', staff: editor.id },
        { action: 'article_submit', staff: reporter.id },
        { action: 'article_update', staff: reporter.id },
        { action: 'article_create', staff: reporter.id },
      ]);
    });

    test('the list filters by text, status, category, state and reporter, a page at a time', async () => {
      const a = await create(editor, {
        title: 'खोज परीक्षा अलफ़ा',
        category: 'state',
        state: 'rajasthan',
        reporterId: 2,
      });
      const b = await create(editor, { title: 'खोज परीक्षा बीटा', category: 'politics' });
      await act(editor, b.id, 'publish');
      const list = async (query: string) =>
        (await call(t.app, 'GET', `/api/newsroom/articles?${query}`, { session: editor })).body;
      const q = `q=${encodeURIComponent('खोज परीक्षा')}`;
      expect((await list(q)).data.map((i: AnyJson) => i.id)).toEqual([b.id, a.id]);
      expect((await list(`${q}&status=published`)).data.map((i: AnyJson) => i.id)).toEqual([b.id]);
      expect((await list(`${q}&status=draft`)).data.map((i: AnyJson) => i.id)).toEqual([a.id]);
      expect((await list(`${q}&category=state&state=rajasthan&reporter=2`)).data).toEqual([
        {
          id: a.id,
          title: 'खोज परीक्षा अलफ़ा',
          slug: a.slug,
          status: 'draft',
          category: 'state',
          state: 'rajasthan',
          subtype: null,
          reporter: { id: 2, name: 'रवि वर्मा' },
          updatedAt: expect.any(String),
          publishAt: null,
          changedSinceSubmit: false,
        },
      ]);
      const first = await list(`${q}&limit=1`);
      expect(first.data.map((i: AnyJson) => i.id)).toEqual([b.id]);
      expect((await list(`${q}&limit=1&before=${first.next}`)).data.map((i: AnyJson) => i.id)).toEqual([a.id]);
      const bad = await call(t.app, 'GET', '/api/newsroom/articles?status=gone&limit=0', { session: editor });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        status: F.statusInvalid,
        limit: F.limitInvalid,
      });
    });
  });

  test('a process started after an article was scheduled still shows it at its time', async () => {
    const clock = fakeDate();
    const made = await create(editor, { title: 'बाद में शुरू हुई प्रक्रिया' });
    expect((await act(editor, made.id, 'publish', { at: istMinuteIn(5) })).body.status).toBe('scheduled');
    const later = await buildApp({ db: t.database.db, config: t.config, logger: false });
    await later.ready();
    try {
      const seen = async () =>
        (await later.inject('/api/newsall')).json().data.some((n: AnyJson) => n.url === made.slug);
      expect(await seen()).toBe(false);
      clock.advance(7 * 60_000);
      expect(await seen()).toBe(true);
    } finally {
      await later.close();
    }
  });

  if (backend === 'postgres') {
    test('another server process on the same database shows a publication once the NOTIFY reaches it', async () => {
      const second = await buildApp({ db: t.database.db, config: t.config, logger: false });
      await second.ready();
      try {
        const made = await create(editor, { title: 'दूसरी प्रक्रिया' });
        const seen = async () =>
          (await second.inject('/api/newsall')).json().data.some((n: AnyJson) => n.url === made.slug);
        expect(await seen()).toBe(false);
        // The second process clears its cache each time another's NOTIFY reaches it: look again then.
        let cleared = () => {};
        let nextClear = new Promise<void>((done) => (cleared = done));
        const clearKeys = second.readCache.clearKeys.bind(second.readCache);
        jest.spyOn(second.readCache, 'clearKeys').mockImplementation((keys) => {
          clearKeys(keys);
          cleared();
          nextClear = new Promise<void>((done) => (cleared = done));
        });
        await act(editor, made.id, 'publish');
        for (let clears = 0; clears < 5; clears++) {
          const clear = nextClear;
          if (await seen()) break;
          await clear;
        }
        expect(await seen()).toBe(true);
      } finally {
        await second.close();
      }
    }, 30_000);

    test('another process caching its lists shows an article scheduled elsewhere at its time', async () => {
      const clock = fakeDate();
      const second = await buildApp({ db: t.database.db, config: t.config, logger: false });
      await second.ready();
      try {
        const made = await create(editor, { title: 'दूसरी प्रक्रिया में निर्धारित' });
        const seen = async () =>
          (await second.inject('/api/newsall')).json().data.some((n: AnyJson) => n.url === made.slug);
        expect(await seen()).toBe(false);
        expect((await act(editor, made.id, 'publish', { at: istMinuteIn(5) })).body.status).toBe('scheduled');
        expect(await seen()).toBe(false);
        clock.advance(7 * 60_000);
        const started = performance.now();
        // Seen at its time; the bound is only there to end a test that would otherwise never finish.
        while (!(await seen()) && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 10));
        expect(await seen()).toBe(true);
      } finally {
        await second.close();
      }
    });
  }
});
