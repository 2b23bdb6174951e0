import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { auditLog } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES as M, SERVER_MESSAGES } from '../src/core/messages';
import { type AnyJson, fakeDate, restoreDate } from './helpers/newsroomClient';
import { type Desk, istMinuteIn, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

/** Every desk endpoint, with a body its writes would accept in shape. */
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/newsroom/breaking'],
  ['POST', '/api/newsroom/breaking', { name: 'ब्रेकिंग', url: 'national-one' }],
  ['PATCH', '/api/newsroom/breaking/1', { name: 'ब्रेकिंग' }],
  ['DELETE', '/api/newsroom/breaking/1'],
  ['PUT', '/api/newsroom/breaking/order', { ids: [1, 2] }],
  ['GET', '/api/newsroom/sitepolls'],
  ['GET', '/api/newsroom/sitepolls/1'],
  ['POST', '/api/newsroom/sitepolls', { question: 'क्या यह एक प्रश्न है?', options: ['हाँ', 'नहीं'] }],
  ['PATCH', '/api/newsroom/sitepolls/1', { atHome: true }],
  ['POST', '/api/newsroom/sitepolls/1/close'],
  ['POST', '/api/newsroom/sitepolls/1/reopen'],
  ['GET', '/api/newsroom/authors/1'],
  ['POST', '/api/newsroom/authors', { name: 'नया लेखक' }],
  ['PATCH', '/api/newsroom/authors/1', { des: 'संवाददाता' }],
  ['GET', '/api/newsroom/userpolls'],
  ['GET', '/api/newsroom/userpolls/10'],
  ['POST', '/api/newsroom/userpolls/10/hide', { reason: 'अपमानजनक' }],
  ['POST', '/api/newsroom/userpolls/10/show'],
  ['DELETE', '/api/newsroom/userpolls/10', { reason: 'अपमानजनक' }],
  ['GET', '/api/newsroom/contacts'],
  ['GET', '/api/newsroom/contacts/1'],
  ['PATCH', '/api/newsroom/contacts/1', { handled: true }],
];

const contactBody = (fields: Record<string, string> = {}) => ({
  name: 'राहुल कुमार',
  email: 'rahul@example.com',
  phone: '9876543210',
  sub: 'सुझाव',
  des: 'आपकी साइट अच्छी है।',
  created_at: '2026-11-21 10:15:00',
  ...fields,
});

describe.each(BACKENDS)('newsroom desk on %s', (backend) => {
  let d: Desk;

  beforeAll(async () => {
    d = await startDesk(backend);
  }, 60_000);
  afterAll(() => d.t.close());
  afterEach(() => {
    restoreDate();
  });

  const ticker = async () => (await d.read('/api/breakingnews')).body.data as AnyJson[];

  describe('role rules', () => {
    test('no session → 401, a reporter → 403, on every desk endpoint', async () => {
      for (const [method, url, payload] of ENDPOINTS) {
        const anonymous = await d.as(undefined as never, method, url, payload);
        expect([method, url, anonymous.status]).toEqual([method, url, 401]);
        expect(anonymous.body.message).toBe(M.signInRequired);
        const reporter = await d.as(d.reporter, method, url, payload);
        expect([method, url, reporter.status]).toEqual([method, url, 403]);
        expect(reporter.body.message).toBe(M.notAllowed);
      }
    });

    test('every role may read the authors list (a reporter names the author of a draft); no session → 401', async () => {
      expect((await d.as(undefined as never, 'GET', '/api/newsroom/authors')).status).toBe(401);
      const list = await d.as(d.reporter, 'GET', '/api/newsroom/authors');
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(0);
    });

    test('a write without the CSRF token, or with another session’s, → 403 and nothing changes', async () => {
      const before = await ticker();
      for (const [method, url, payload] of ENDPOINTS.filter(([method]) => method !== 'GET')) {
        for (const csrf of [null, d.admin.csrf]) {
          const reply = await d.as(d.editor, method, url, payload, { csrf });
          expect([method, url, reply.status]).toEqual([method, url, 403]);
          expect(reply.body.message).toBe(M.csrfMissing);
        }
      }
      expect(await ticker()).toEqual(before);
    });

    test('editors and admins may use the desk', async () => {
      for (const session of [d.editor, d.admin]) {
        expect((await d.as(session, 'GET', '/api/newsroom/breaking')).status).toBe(200);
        expect((await d.as(session, 'GET', '/api/newsroom/contacts')).status).toBe(200);
      }
    });
  });

  describe('breaking news', () => {
    test('added at the top with the linked article’s type; readers see it at once; audited', async () => {
      expect((await ticker()).map((b) => b.url)).not.toContain('politics-newest');
      const added = await d.as(d.editor, 'POST', '/api/newsroom/breaking', {
        name: 'बड़ी ख़बर: सत्र शुरू',
        url: 'politics-newest',
      });
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({ name: 'बड़ी ख़बर: सत्र शुरू', type: 'politics', url: 'politics-newest' });
      expect(added.body.data.expiresAt).toBeNull();
      expect((await ticker())[0]).toEqual({ name: 'बड़ी ख़बर: सत्र शुरू', type: 'politics', url: 'politics-newest' });
      const list = await d.as(d.editor, 'GET', '/api/newsroom/breaking');
      expect(list.body.data[0].id).toBe(added.body.data.id);
      expect(list.body.next).toBeNull();
      expect(await d.audited('breaking', added.body.data.id)).toEqual([
        {
          action: 'breaking_create',
          staff: d.editorId,
          detail: { name: 'बड़ी ख़बर: सत्र शुरू', url: 'politics-newest', expiresAt: null },
        },
      ]);
    });

    test('bad input → 400 with Hindi errors per field; an unknown article slug → 400 on url', async () => {
      const bad = await d.as(d.editor, 'POST', '/api/newsroom/breaking', {
        name: '',
        url: 'national-one',
        expiresAt: '2020-01-01T10:00',
        colour: 'red',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        message: M.validationFailed,
        errors: { name: F.fieldRequired, expiresAt: F.expiryPast, colour: F.unknownField },
      });
      const shape = await d.as(d.editor, 'POST', '/api/newsroom/breaking', {
        name: 'ठीक शीर्षक',
        url: 'national-one',
        expiresAt: '2026-02-30T10:00',
      });
      expect(shape.body.errors).toEqual({ expiresAt: F.atInvalid });
      const unknown = await d.as(d.editor, 'POST', '/api/newsroom/breaking', { name: 'ठीक शीर्षक', url: 'no-such' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ url: M.articleSlugUnknown });
      const notJson = await d.as(d.editor, 'POST', '/api/newsroom/breaking', ['a']);
      expect(notJson.status).toBe(400);
      expect(
        (await d.as(d.editor, 'PATCH', '/api/newsroom/breaking/1', {}, await d.seen('breaking', 1))).body.errors,
      ).toEqual({
        _: F.nothingToChange,
      });
      expect(
        (
          await d.as(
            d.editor,
            'PATCH',
            '/api/newsroom/breaking/999999',
            { name: 'कुछ भी' },
            await d.seen('breaking', 999999),
          )
        ).status,
      ).toBe(404);
      // A path whose number is not written in digits answers in Hindi too, naming the part.
      expect((await d.as(d.editor, 'PATCH', '/api/newsroom/breaking/abc', { name: 'कुछ भी' })).body).toEqual({
        message: SERVER_MESSAGES.notANumber,
        errors: { id: SERVER_MESSAGES.notANumber },
      });
      expect((await d.as(d.editor, 'DELETE', '/api/newsroom/breaking/0')).body).toEqual({
        message: M.validationFailed,
        errors: { id: F.atLeast(1) },
      });
      expect((await d.as(d.editor, 'DELETE', '/api/newsroom/breaking/999999')).status).toBe(404);
    });

    test('an item leaves the ticker at its expiry moment, though readers’ answers were cached', async () => {
      const clock = fakeDate();
      const added = await d.as(d.editor, 'POST', '/api/newsroom/breaking', {
        name: 'कुछ देर की ख़बर',
        url: 'national-one',
        expiresAt: istMinuteIn(5),
      });
      expect(added.status).toBe(201);
      const names = async () => (await ticker()).map((b) => b.name);
      expect(await names()).toContain('कुछ देर की ख़बर');
      clock.advance(3 * 60_000);
      expect(await names()).toContain('कुछ देर की ख़बर');
      clock.advance(4 * 60_000);
      expect(await names()).not.toContain('कुछ देर की ख़बर');
      const item = (await d.as(d.editor, 'GET', '/api/newsroom/breaking')).body.data.find(
        (b: AnyJson) => b.id === added.body.data.id,
      );
      expect(item.expired).toBe(true);
      // A new end in the future brings it back.
      const renewed = await d.as(
        d.editor,
        'PATCH',
        `/api/newsroom/breaking/${item.id}`,
        {
          expiresAt: istMinuteIn(10),
        },
        await d.seen('breaking', item.id),
      );
      expect(renewed.body.data.expired).toBe(false);
      expect(await names()).toContain('कुछ देर की ख़बर');
      await d.as(d.editor, 'DELETE', `/api/newsroom/breaking/${item.id}`);
    });

    test('a process started after an expiry was set still drops the item at its moment', async () => {
      const clock = fakeDate();
      const added = await d.as(d.editor, 'POST', '/api/newsroom/breaking', {
        name: 'दूसरी प्रक्रिया की ख़बर',
        url: 'national-one',
        expiresAt: istMinuteIn(5),
      });
      const later = await buildApp({ db: d.t.database.db, config: d.t.config, logger: false });
      await later.ready();
      try {
        const seen = async () =>
          (await later.inject('/api/breakingnews')).json().data.some((b: AnyJson) => b.name === 'दूसरी प्रक्रिया की ख़बर');
        expect(await seen()).toBe(true);
        clock.advance(7 * 60_000);
        expect(await seen()).toBe(false);
      } finally {
        await later.close();
        await d.as(d.editor, 'DELETE', `/api/newsroom/breaking/${added.body.data.id}`);
      }
    });

    test('edit, order and delete reach readers at once; the order must name every item once', async () => {
      const ids = (await d.as(d.editor, 'GET', '/api/newsroom/breaking')).body.data.map((b: AnyJson) => b.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const before = await ticker();
      const reversed = [...ids].reverse();
      const ordered = await d.as(d.editor, 'PUT', '/api/newsroom/breaking/order', { ids: reversed });
      expect(ordered.status).toBe(200);
      expect(ordered.body.data.map((b: AnyJson) => b.id)).toEqual(reversed);
      expect((await ticker()).map((b) => b.url)).toEqual(before.map((b) => b.url).reverse());
      for (const wrong of [{ ids: reversed.slice(1) }, { ids: [...reversed, reversed[0]] }, { ids: 'all' }, {}]) {
        const refused = await d.as(d.editor, 'PUT', '/api/newsroom/breaking/order', wrong);
        expect(refused.status).toBe(400);
        expect(refused.body.errors.ids).toBe(F.orderMismatch);
      }
      const first = reversed[0];
      const renamed = await d.as(
        d.editor,
        'PATCH',
        `/api/newsroom/breaking/${first}`,
        { name: 'बदला हुआ शीर्षक' },
        await d.seen('breaking', first),
      );
      expect(renamed.status).toBe(200);
      expect((await ticker())[0].name).toBe('बदला हुआ शीर्षक');
      const removed = await d.as(d.editor, 'DELETE', `/api/newsroom/breaking/${first}`);
      expect(removed.body).toEqual({ message: M.breakingDeleted });
      expect((await ticker()).map((b) => b.name)).not.toContain('बदला हुआ शीर्षक');
      // A seed item: its first entries are these.
      expect((await d.audited('breaking', first)).map((a) => a.action)).toEqual(['breaking_delete', 'breaking_update']);
      const [reorder] = await d.t.database.db
        .select({ staff: auditLog.staff_id, detail: auditLog.detail })
        .from(auditLog)
        .where(eq(auditLog.action, 'breaking_reorder'));
      expect(reorder).toEqual({ staff: d.editorId, detail: { from: ids, to: reversed } });
    });
  });

  describe('authors', () => {
    test('a change is on the readers’ author API, lists and author page at once; audited with old and new', async () => {
      expect((await d.read('/api/author/2')).body.data[0].name).toBe('रवि वर्मा');
      const bylines = async () =>
        (await d.read('/api/newsall')).body.data
          .filter((n: AnyJson) => n.reporter === 2)
          .map((n: AnyJson) => n.reported_by);
      expect(await bylines()).toContain('रवि वर्मा');
      const changed = await d.as(
        d.editor,
        'PATCH',
        '/api/newsroom/authors/2',
        {
          name: 'रवि कुमार वर्मा',
          link2: 'http://example.com/ravi',
          photo: '/uploads/newsreporters/2-new.webp',
        },
        await d.seen('author', 2),
      );
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ id: 2, name: 'रवि कुमार वर्मा', link2: 'http://example.com/ravi' });
      expect((await d.read('/api/author/2')).body.data[0]).toMatchObject({
        name: 'रवि कुमार वर्मा',
        photo: '/uploads/newsreporters/2-new.webp',
      });
      expect(new Set(await bylines())).toEqual(new Set(['रवि कुमार वर्मा']));
      const [entry] = await d.audited('author', 2);
      expect(entry).toEqual({
        action: 'author_update',
        staff: d.editorId,
        detail: {
          name: { from: 'रवि वर्मा', to: 'रवि कुमार वर्मा' },
          photo: { from: '/uploads/newsreporters/2.svg', to: '/uploads/newsreporters/2-new.webp' },
          link2: { from: 'https://facebook.com/b', to: 'http://example.com/ravi' },
        },
      });
    });

    test('a new author has a reader page at once; links must be http(s), photos the article photo addresses', async () => {
      const made = await d.as(d.admin, 'POST', '/api/newsroom/authors', {
        name: 'नई संवाददाता',
        des: 'दिल्ली',
        photo: 'https://cdn.example.com/a.jpg',
        link1: 'https://x.com/nayi',
        link2: '',
      });
      expect(made.status).toBe(201);
      expect((await d.read(`/api/author/${made.body.data.id}`)).body.data[0].name).toBe('नई संवाददाता');
      const list = await d.as(d.editor, 'GET', '/api/newsroom/authors');
      expect(list.body.data.map((a: AnyJson) => a.id)).toContain(made.body.data.id);
      const bad = await d.as(d.editor, 'POST', '/api/newsroom/authors', {
        name: 'क',
        photo: 'http://insecure.example.com/a.jpg',
        link1: 'javascript:alert(1)',
        link2: 'ftp://example.com',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        name: F.lengthBetween(2, 100),
        photo: F.photoInvalid,
        link1: F.linkInvalid,
        link2: F.linkInvalid,
      });
      expect((await d.as(d.editor, 'POST', '/api/newsroom/authors', { des: 'x' })).body.errors).toEqual({
        name: F.fieldRequired,
      });
      expect(
        (await d.as(d.editor, 'PATCH', '/api/newsroom/authors/999999', { des: 'x' }, await d.seen('author', 999999)))
          .status,
      ).toBe(404);
      expect((await d.as(d.editor, 'GET', '/api/newsroom/authors/999999')).body.message).toBe(M.authorNotFound);
    });
  });

  describe('contact inbox', () => {
    test('newest first, plain text as sent, filtered and paged; marking handled records who and when', async () => {
      const raw = '<b>मोटा</b> & <script>x()</script>';
      for (const des of ['पहला संदेश', raw]) {
        expect(
          (await d.t.app.inject({ method: 'POST', url: '/api/insert', payload: contactBody({ des }) })).statusCode,
        ).toBe(201);
      }
      const all = await d.as(d.editor, 'GET', '/api/newsroom/contacts');
      expect(all.status).toBe(200);
      const [newest, older] = all.body.data;
      expect(newest).toMatchObject({ message: raw, subject: 'सुझाव', sentAt: '2026-11-21 10:15:00', handled: false });
      expect(newest.handledBy).toBeNull();
      expect(newest).not.toHaveProperty('sender_ip');
      expect(older.id).toBeLessThan(newest.id);
      const one = await d.as(d.editor, 'GET', '/api/newsroom/contacts?limit=1');
      expect(one.body.data.map((c: AnyJson) => c.id)).toEqual([newest.id]);
      expect(one.body.next).toBe(newest.id);
      const next = await d.as(d.editor, 'GET', `/api/newsroom/contacts?limit=1&before=${one.body.next}`);
      expect(next.body.data.map((c: AnyJson) => c.id)).toEqual([older.id]);

      const marked = await d.as(d.editor, 'PATCH', `/api/newsroom/contacts/${newest.id}`, { handled: true });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toMatchObject({ handled: true, handledBy: { id: d.editorId, name: 'संपादक' } });
      expect(Date.parse(marked.body.data.handledAt)).toBeGreaterThan(Date.now() - 60_000);
      const ids = async (query: string) =>
        (await d.as(d.editor, 'GET', `/api/newsroom/contacts?${query}`)).body.data.map((c: AnyJson) => c.id);
      expect(await ids('handled=true')).toEqual([newest.id]);
      expect(await ids('handled=false')).not.toContain(newest.id);
      expect((await d.as(d.admin, 'GET', `/api/newsroom/contacts/${newest.id}`)).body.data.message).toBe(raw);

      // Marked again as it is: no change, no second entry.
      await d.as(d.admin, 'PATCH', `/api/newsroom/contacts/${newest.id}`, { handled: true });
      const back = await d.as(d.admin, 'PATCH', `/api/newsroom/contacts/${newest.id}`, { handled: false });
      expect(back.body.data).toMatchObject({ handled: false, handledAt: null, handledBy: null });
      expect((await d.audited('contact', newest.id)).map((a) => [a.action, a.staff])).toEqual([
        ['contact_unhandled', d.admin.id],
        ['contact_handled', d.editorId],
      ]);
    });

    test('bad filters and bodies → 400 in Hindi; unknown message → 404', async () => {
      const bad = await d.as(d.editor, 'GET', '/api/newsroom/contacts?handled=maybe&limit=0&before=99999999999&x=1');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        handled: F.booleanInvalid,
        limit: F.limitInvalid,
        before: F.beforeInvalid,
        x: F.unknownField,
      });
      const body = await d.as(d.editor, 'PATCH', '/api/newsroom/contacts/1', { handled: 'yes' });
      expect(body.body.errors).toEqual({ handled: F.booleanInvalid });
      expect((await d.as(d.editor, 'PATCH', '/api/newsroom/contacts/999999', { handled: true })).status).toBe(404);
      expect((await d.as(d.editor, 'GET', '/api/newsroom/contacts/999999')).body.message).toBe(M.contactNotFound);
    });
  });
});
