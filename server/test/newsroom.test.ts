import { Writable } from 'node:stream';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { auditLog, staff, staffSessions } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES } from '../src/core/messages';
import { ensureFirstAdmin } from '../src/newsroom/staff/firstAdmin';
import { call, fakeDate, type Reply, restoreDate, type Session } from './helpers/newsroomClient';
import { ADMIN, newsroomEnv } from './helpers/newsroomEnv';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

const SITE = 'https://janmat.test';
const IDLE_MS = 10 * 60_000;
const MAX_MS = 60 * 60_000;

const setCookieOf = (reply: Reply) => String(reply.headers['set-cookie'] ?? '');

async function signIn(app: FastifyInstance, email: string, password: string, ip?: string) {
  const reply = await call(app, 'POST', '/api/newsroom/signin', { payload: { email, password }, ip });
  const session: Session | undefined =
    reply.status === 200 ? { cookie: setCookieOf(reply).split(';')[0]!, csrf: reply.body.csrfToken } : undefined;
  return { reply, session };
}

async function signedIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const { reply, session } = await signIn(app, email, password);
  expect(reply.status).toBe(200);
  return session!;
}

function logSink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

describe.each(BACKENDS)('newsroom on %s', (backend) => {
  let t: TestApp;
  let admin: Session;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({
      backend,
      content: null,
      env: newsroomEnv({
        JANMAT_ADMIN_EMAIL: ADMIN.email.toUpperCase(),
        NEWSROOM_SESSION_IDLE_MS: String(IDLE_MS),
        NEWSROOM_SESSION_MAX_MS: String(MAX_MS),
      }),
    });
    admin = await signedIn(t.app, ADMIN.email, ADMIN.password);
  }, 60_000);
  afterAll(() => t.close());
  afterEach(async () => {
    if (!restoreDate()) return;
    // The shared admin session saw the faked hours pass and has ended.
    admin = await signedIn(t.app, ADMIN.email, ADMIN.password);
  });

  /** A new staff account made through the API; its e-mail is unique to the test. */
  async function addStaff(role: 'admin' | 'editor' | 'reporter', password = 'रिपोर्टर-का-पासवर्ड-1') {
    people += 1;
    const email = `${role}${people}@janmat.test`;
    const reply = await call(t.app, 'POST', '/api/newsroom/staff', {
      session: admin,
      payload: { email, name: `स्टाफ़ ${people}`, role, password },
    });
    expect(reply.status).toBe(201);
    return { id: reply.body.data.id as number, email, password };
  }

  const auditRows = (action: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

  describe('the first admin', () => {
    test('is created at start from JANMAT_ADMIN_EMAIL (lower-cased) with an argon2id hash', async () => {
      const admins = await t.database.db.select().from(staff).where(eq(staff.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect(admins[0]!.email).toBe(ADMIN.email);
      expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(admins[0]!.password_hash).not.toContain(ADMIN.password);
      const [created] = await auditRows('staff_create');
      expect(created).toBeDefined();
    });

    test('is not created again, nor overwritten, when the app starts with other values', async () => {
      const logged = logSink();
      const config = {
        ...t.config,
        newsroom: {
          ...t.config.newsroom,
          firstAdmin: { email: 'doosra@janmat.test', password: 'नया-पासवर्ड-जो-काम-न-करे' },
        },
      };
      const again = await buildApp({ db: t.database.db, config, logStream: logged.stream });
      await again.ready();
      await again.close();
      const admins = await t.database.db.select().from(staff).where(eq(staff.role, 'admin'));
      expect(admins.map((a) => a.email)).toContain(ADMIN.email);
      expect(admins.map((a) => a.email)).not.toContain('doosra@janmat.test');
      expect((await signIn(t.app, ADMIN.email, ADMIN.password)).reply.status).toBe(200);
      expect(logged.text()).not.toContain('नया-पासवर्ड');
    });
  });

  describe('sign-in', () => {
    test('answers the staff member and a CSRF token, and sets the session cookie', async () => {
      const { reply } = await signIn(t.app, ADMIN.email.toUpperCase(), ADMIN.password);
      expect(reply.status).toBe(200);
      expect(reply.body.staff).toEqual({ id: expect.any(Number), name: 'Admin', email: ADMIN.email, role: 'admin' });
      expect(reply.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      const cookie = setCookieOf(reply);
      expect(cookie).toMatch(/^janmat_staff=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain(`Max-Age=${MAX_MS / 1000}`);
      expect(cookie).toContain('Secure');
    });

    test('the session table holds the token only as its SHA-256', async () => {
      const { session } = await signIn(t.app, ADMIN.email, ADMIN.password);
      const token = session!.cookie.split('=')[1]!;
      const rows = await t.database.db.select({ id: staffSessions.id }).from(staffSessions);
      expect(rows.some((r) => r.id === token)).toBe(false);
      const { createHash } = await import('node:crypto');
      const hashed = createHash('sha256').update(token).digest('hex');
      expect(rows.some((r) => r.id === hashed)).toBe(true);
    });

    test('an unknown e-mail and a wrong password get the same answer; both are audited', async () => {
      const unknown = await signIn(t.app, 'koi-nahin@janmat.test', 'कोई भी पासवर्ड है यह');
      const wrong = await signIn(t.app, ADMIN.email, 'गलत पासवर्ड है यह भाई');
      expect(unknown.reply.status).toBe(401);
      expect(wrong.reply.status).toBe(401);
      expect(unknown.reply.body).toEqual({ message: NEWSROOM_MESSAGES.wrongCredentials });
      expect(wrong.reply.body).toEqual(unknown.reply.body);
      expect(Object.keys(wrong.reply.headers).sort()).toEqual(Object.keys(unknown.reply.headers).sort());
      const [last, before] = await auditRows('signin_failed');
      expect(last).toMatchObject({ staff_id: expect.any(Number), detail: { reason: 'password' } });
      expect(before).toMatchObject({ staff_id: null, detail: { email: 'koi-nahin@janmat.test', reason: 'unknown' } });
      expect(JSON.stringify([last, before])).not.toContain('पासवर्ड');
      // The admin's count starts again with this success.
      expect((await signIn(t.app, ADMIN.email, ADMIN.password)).reply.status).toBe(200);
    });

    test('missing fields → 400 with Hindi field messages', async () => {
      const reply = await call(t.app, 'POST', '/api/newsroom/signin', { payload: { email: '' } });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: NEWSROOM_MESSAGES.validationFailed,
        errors: { email: F.emailRequired, password: F.passwordRequired },
      });
    });

    test('a disabled account is refused like a wrong password', async () => {
      const editor = await addStaff('editor');
      await call(t.app, 'PATCH', `/api/newsroom/staff/${editor.id}`, { session: admin, payload: { disabled: true } });
      const refused = await signIn(t.app, editor.email, editor.password);
      expect(refused.reply.status).toBe(401);
      expect(refused.reply.body).toEqual({ message: NEWSROOM_MESSAGES.wrongCredentials });
    });
  });

  describe('without a session', () => {
    test.each([
      ['GET', '/api/newsroom/me'],
      ['POST', '/api/newsroom/signout'],
      ['POST', '/api/newsroom/signout-all'],
      ['GET', '/api/newsroom/staff'],
      ['POST', '/api/newsroom/staff'],
      ['PATCH', '/api/newsroom/staff/1'],
      ['GET', '/api/newsroom/audit'],
    ])('%s %s → 401', async (method, url) => {
      const none = await call(t.app, method, url, { payload: method === 'GET' ? undefined : {} });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ message: NEWSROOM_MESSAGES.signInRequired });
      const forged = await call(t.app, method, url, {
        headers: { cookie: `janmat_staff=${'A'.repeat(43)}`, 'x-csrf-token': 'x' },
        payload: method === 'GET' ? undefined : {},
      });
      expect(forged.status).toBe(401);
    });
  });

  describe('roles', () => {
    let editor: Session;
    let reporter: Session;
    beforeAll(async () => {
      const e = await addStaff('editor');
      const r = await addStaff('reporter');
      editor = await signedIn(t.app, e.email, e.password);
      reporter = await signedIn(t.app, r.email, r.password);
    });

    test('every role may ask who it is', async () => {
      for (const [session, role] of [
        [admin, 'admin'],
        [editor, 'editor'],
        [reporter, 'reporter'],
      ] as const) {
        const me = await call(t.app, 'GET', '/api/newsroom/me', { session });
        expect(me.status).toBe(200);
        expect(me.body).toEqual({ staff: expect.objectContaining({ role }), csrfToken: session.csrf });
      }
    });

    test.each([
      ['GET', '/api/newsroom/staff'],
      ['POST', '/api/newsroom/staff'],
      ['PATCH', '/api/newsroom/staff/1'],
      ['GET', '/api/newsroom/audit'],
    ])('%s %s is for admins only (403 for editors and reporters)', async (method, url) => {
      const payload = method === 'GET' ? undefined : { role: 'admin' };
      for (const session of [editor, reporter]) {
        const reply = await call(t.app, method, url, { session, payload });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.notAllowed });
      }
      if (method === 'GET') expect((await call(t.app, method, url, { session: admin })).status).toBe(200);
    });
  });

  describe('CSRF and origin', () => {
    const newcomer = () => ({
      email: `naya${Date.now()}@janmat.test`,
      name: 'नया साथी',
      role: 'reporter',
      password: 'लंबा-पासवर्ड-123',
    });

    test('a write without the x-csrf-token header, or with another one, → 403; nothing changes', async () => {
      const before = await t.database.db.select({ n: count() }).from(staff);
      for (const csrf of [null, 'गलत', `${admin.csrf.slice(0, -1)}x`]) {
        const reply = await call(t.app, 'POST', '/api/newsroom/staff', { session: admin, csrf, payload: newcomer() });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.csrfMissing });
      }
      const signout = await call(t.app, 'POST', '/api/newsroom/signout', { session: admin, csrf: null });
      expect(signout.status).toBe(403);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session: admin })).status).toBe(200);
      expect(await t.database.db.select({ n: count() }).from(staff)).toEqual(before);
    });

    test("another session's token does not do", async () => {
      const other = await signedIn(t.app, ADMIN.email, ADMIN.password);
      const reply = await call(t.app, 'POST', '/api/newsroom/staff', {
        session: admin,
        csrf: other.csrf,
        payload: newcomer(),
      });
      expect(reply.status).toBe(403);
    });

    test("a write from another site's page (Origin) → 403, sign-in included; the site's own origin is fine", async () => {
      const foreign = { origin: 'https://evil.example' };
      const create = await call(t.app, 'POST', '/api/newsroom/staff', {
        session: admin,
        headers: foreign,
        payload: newcomer(),
      });
      expect(create.status).toBe(403);
      expect(create.body).toEqual({ message: NEWSROOM_MESSAGES.foreignOriginUse(SITE) });
      const signin = await call(t.app, 'POST', '/api/newsroom/signin', { headers: foreign, payload: ADMIN });
      expect(signin.status).toBe(403);
      expect(setCookieOf(signin)).toBe('');
      const own = await call(t.app, 'POST', '/api/newsroom/staff', {
        session: admin,
        headers: { origin: SITE },
        payload: newcomer(),
      });
      expect(own.status).toBe(201);
      expect(
        (await call(t.app, 'POST', '/api/newsroom/signin', { headers: { origin: SITE }, payload: ADMIN })).status,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    test('end after the idle time without requests', async () => {
      const clock = fakeDate();
      const session = await signedIn(t.app, ADMIN.email, ADMIN.password);
      clock.advance(IDLE_MS - 1000);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).status).toBe(200);
      clock.advance(IDLE_MS - 1000);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).status).toBe(200);
      clock.advance(IDLE_MS + 1);
      const ended = await call(t.app, 'GET', '/api/newsroom/me', { session });
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual({ message: NEWSROOM_MESSAGES.sessionExpired });
      expect(setCookieOf(ended)).toMatch(/^janmat_staff=; Max-Age=0;/);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).body).toEqual({
        message: NEWSROOM_MESSAGES.signInRequired,
      });
    });

    test('end at the absolute limit however busy they are', async () => {
      const clock = fakeDate();
      const session = await signedIn(t.app, ADMIN.email, ADMIN.password);
      for (let elapsed = 0; elapsed + IDLE_MS / 2 < MAX_MS; elapsed += IDLE_MS / 2) {
        clock.advance(IDLE_MS / 2);
        expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).status).toBe(200);
      }
      clock.advance(IDLE_MS / 2);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).status).toBe(401);
    });

    test('sign-out ends this session only and clears the cookie', async () => {
      const one = await signedIn(t.app, ADMIN.email, ADMIN.password);
      const two = await signedIn(t.app, ADMIN.email, ADMIN.password);
      const out = await call(t.app, 'POST', '/api/newsroom/signout', { session: one });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ message: NEWSROOM_MESSAGES.signedOut });
      expect(setCookieOf(out)).toMatch(/^janmat_staff=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session: one })).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session: two })).status).toBe(200);
    });

    test("sign-out everywhere ends every session of that staff member, nobody else's", async () => {
      const editor = await addStaff('editor');
      const phone = await signedIn(t.app, editor.email, editor.password);
      const laptop = await signedIn(t.app, editor.email, editor.password);
      const out = await call(t.app, 'POST', '/api/newsroom/signout-all', { session: phone });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ message: NEWSROOM_MESSAGES.signedOutEverywhere });
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session: laptop })).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session: admin })).status).toBe(200);
      const [row] = await auditRows('signout_all');
      expect(row).toMatchObject({ staff_id: editor.id, detail: { sessions: 2 } });
    });
  });

  describe('staff management', () => {
    test('an admin lists staff without password hashes', async () => {
      const reply = await call(t.app, 'GET', '/api/newsroom/staff', { session: admin });
      expect(reply.status).toBe(200);
      expect(reply.body.data[0]).toEqual({
        id: expect.any(Number),
        email: ADMIN.email,
        name: 'Admin',
        role: 'admin',
        disabled: false,
        locked_until: null,
        created_at: expect.any(String),
      });
      expect(JSON.stringify(reply.body)).not.toContain('argon2');
    });

    test('a new account: 201, its e-mail lower-cased; the same e-mail again (any case) → 409', async () => {
      const payload = {
        email: 'Sampadak@Janmat.Test',
        name: 'सुनीता शर्मा',
        role: 'editor',
        password: 'संपादक-पासवर्ड-99',
      };
      const created = await call(t.app, 'POST', '/api/newsroom/staff', { session: admin, payload });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ email: 'sampadak@janmat.test', name: 'सुनीता शर्मा', role: 'editor' });
      const again = await call(t.app, 'POST', '/api/newsroom/staff', {
        session: admin,
        payload: { ...payload, email: 'SAMPADAK@janmat.test' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: NEWSROOM_MESSAGES.emailTaken });
      expect((await signIn(t.app, 'sampadak@janmat.test', payload.password)).reply.status).toBe(200);
      const [row] = await auditRows('staff_create');
      expect(row).toMatchObject({ subject_type: 'staff', subject_id: String(created.body.data.id) });
      expect(JSON.stringify(row)).not.toContain(payload.password);
    });

    test.each([
      [{ email: '' }, { email: F.emailRequired }],
      [{ email: 'not-an-email' }, { email: F.emailInvalid }],
      [{ name: ' ' }, { name: F.nameRequired }],
      [{ name: 'क' }, { name: F.nameInvalid }],
      [{ role: 'owner' }, { role: F.roleInvalid }],
      [{ password: 'छोटा' }, { password: F.passwordShort(12) }],
      [{ password: 'x'.repeat(201) }, { password: F.passwordLong(200) }],
      [{ password: 123456789012 }, { password: F.passwordRequired }],
      [{ admin: true }, { admin: F.unknownField }],
    ])('invalid %j → 400 with the Hindi field message', async (change, errors) => {
      const payload = {
        email: 'sahi@janmat.test',
        name: 'सही नाम',
        role: 'reporter',
        password: 'सही-पासवर्ड-1234',
        ...change,
      };
      const reply = await call(t.app, 'POST', '/api/newsroom/staff', { session: admin, payload });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.validationFailed, errors });
    });

    test('a role change counts from the next request', async () => {
      const person = await addStaff('editor');
      const session = await signedIn(t.app, person.email, person.password);
      const changed = await call(t.app, 'PATCH', `/api/newsroom/staff/${person.id}`, {
        session: admin,
        payload: { role: 'admin' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.role).toBe('admin');
      expect((await call(t.app, 'GET', '/api/newsroom/staff', { session })).status).toBe(200);
      const [row] = await auditRows('staff_update');
      expect(row).toMatchObject({ subject_id: String(person.id), detail: { role: { from: 'editor', to: 'admin' } } });
    });

    test('disabling signs the account out everywhere', async () => {
      const person = await addStaff('reporter');
      const session = await signedIn(t.app, person.email, person.password);
      const reply = await call(t.app, 'PATCH', `/api/newsroom/staff/${person.id}`, {
        session: admin,
        payload: { disabled: true },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data.disabled).toBe(true);
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).status).toBe(401);
      const left = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staff_id, person.id));
      expect(left).toEqual([]);
    });

    test('a password reset signs the account out, lifts its waits, and the new password works', async () => {
      const person = await addStaff('reporter');
      const session = await signedIn(t.app, person.email, person.password);
      for (let i = 0; i < 5; i++) await signIn(t.app, person.email, 'गलत गलत गलत गलत');
      expect((await signIn(t.app, person.email, person.password)).reply.status).toBe(429);
      const reset = await call(t.app, 'PATCH', `/api/newsroom/staff/${person.id}`, {
        session: admin,
        payload: { password: 'नया-सुरक्षित-पासवर्ड' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body.data.locked_until).toBeNull();
      expect((await call(t.app, 'GET', '/api/newsroom/me', { session })).status).toBe(401);
      expect((await signIn(t.app, person.email, person.password)).reply.status).toBe(401);
      expect((await signIn(t.app, person.email, 'नया-सुरक्षित-पासवर्ड')).reply.status).toBe(200);
      const [row] = await auditRows('staff_update');
      expect(row!.detail).toEqual({ password: 'reset', sessions: 1 });
    });

    test('the last active admin cannot be demoted or disabled (409)', async () => {
      const fresh = await startTestApp({
        backend,
        content: null,
        env: { JANMAT_ADMIN_EMAIL: ADMIN.email, JANMAT_ADMIN_PASSWORD: ADMIN.password },
      });
      try {
        const only = await signedIn(fresh.app, ADMIN.email, ADMIN.password);
        const [me] = await fresh.database.db.select().from(staff);
        for (const payload of [{ role: 'editor' }, { disabled: true }]) {
          const reply = await call(fresh.app, 'PATCH', `/api/newsroom/staff/${me!.id}`, { session: only, payload });
          expect(reply.status).toBe(409);
          expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.lastAdmin });
        }
        expect((await call(fresh.app, 'GET', '/api/newsroom/me', { session: only })).body.staff.role).toBe('admin');
      } finally {
        await fresh.close();
      }
    }, 60_000);

    test('unknown id → 404; a bad id or an empty change → 400', async () => {
      const patch = (id: string, payload: unknown) =>
        call(t.app, 'PATCH', `/api/newsroom/staff/${id}`, { session: admin, payload });
      expect((await patch('99999', { role: 'editor' })).body).toEqual({ message: NEWSROOM_MESSAGES.staffNotFound });
      expect((await patch('abc', { role: 'editor' })).status).toBe(400);
      const empty = await patch('1', {});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ _: F.nothingToChange });
      expect((await patch('1', { email: 'x@y.in' })).body.errors).toEqual({ email: F.unknownField });
    });
  });

  describe('audit log', () => {
    test('every write left a row; admins read them newest first, a page at a time', async () => {
      const first = await call(t.app, 'GET', '/api/newsroom/audit?limit=3', { session: admin });
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(3);
      const ids = first.body.data.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(first.body.next).toBe(ids[2]);
      const second = await call(t.app, 'GET', `/api/newsroom/audit?limit=3&before=${first.body.next}`, {
        session: admin,
      });
      expect(second.body.data[0].id).toBeLessThan(ids[2]);
      const all = await call(t.app, 'GET', '/api/newsroom/audit?limit=200', { session: admin });
      const actions = new Set(all.body.data.map((row: { action: string }) => row.action));
      for (const action of ['signin', 'signin_failed', 'signout', 'signout_all', 'staff_create', 'staff_update']) {
        expect(actions).toContain(action);
      }
      expect(all.body.data.find((row: { action: string }) => row.action === 'signin')).toMatchObject({
        staff_name: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    test('bad paging values → 400 with Hindi messages', async () => {
      const reply = await call(t.app, 'GET', '/api/newsroom/audit?limit=0&before=x', { session: admin });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({
        limit: F.limitInvalid,
        before: F.beforeInvalid,
      });
    });
  });

  test('logs carry no password, session token or CSRF token, even at trace level', async () => {
    const logged = logSink();
    const app = await buildApp({
      db: t.database.db,
      config: { ...t.config, logLevel: 'trace' },
      logStream: logged.stream,
    });
    await app.ready();
    try {
      const { session } = await signIn(app, ADMIN.email, ADMIN.password);
      await call(app, 'POST', '/api/newsroom/staff', {
        session,
        payload: { email: 'log@janmat.test', name: 'लॉग जाँच', role: 'reporter', password: 'लॉग-में-न-दिखे-123' },
      });
      await call(app, 'GET', '/api/newsroom/me', { session });
      const text = logged.text();
      expect(text).toContain('/api/newsroom/signin');
      for (const secret of [ADMIN.password, 'लॉग-में-न-दिखे-123', session!.cookie.split('=')[1]!, session!.csrf]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

describe.each(BACKENDS)('newsroom on a plain-http site (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      backend,
      content: null,
      env: newsroomEnv({
        SITE_URL: 'http://localhost:3700',
        NEWSROOM_SIGNIN_MAX: '3',
      }),
    });
  }, 60_000);
  afterAll(() => t.close());

  test('the cookie is not Secure (a browser would drop a Secure cookie over http)', async () => {
    const { reply } = await signIn(t.app, ADMIN.email, ADMIN.password, '192.0.2.1');
    expect(reply.status).toBe(200);
    expect(setCookieOf(reply)).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  test('sign-in attempts per address are limited (429 in Hindi); other addresses still get in', async () => {
    const ip = '192.0.2.2';
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, 'koi@janmat.test', 'कुछ भी लिखा है यहाँ', ip)).reply.status).toBe(401);
    const over = await signIn(t.app, ADMIN.email, ADMIN.password, ip);
    expect(over.reply.status).toBe(429);
    expect(over.reply.body).toEqual({ message: NEWSROOM_MESSAGES.tooManySignins });
    expect(Number(over.reply.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t.app, ADMIN.email, ADMIN.password, '192.0.2.3')).reply.status).toBe(200);
  });

  test("the site's visitor write limit is counted apart from sign-ins", async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/insert',
      remoteAddress: '192.0.2.2',
      payload: {
        name: 'राहुल कुमार',
        email: 'r@example.in',
        phone: '9876543210',
        sub: 'सुझाव',
        des: 'ठीक',
        created_at: '2026-11-21 10:15:00',
      },
    });
    expect(reply.statusCode).toBe(201);
  });
});

describe.each(BACKENDS)('first admin at start (%s)', (backend) => {
  let t: TestApp;
  const log = { info: jest.fn(), warn: jest.fn() };
  beforeAll(async () => {
    t = await startTestApp({ backend, content: null });
  }, 60_000);
  afterAll(() => t.close());

  test('without the variables nothing is created, and the log says how to', async () => {
    expect(await ensureFirstAdmin(t.database.db, undefined, log)).toBe('not-configured');
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('JANMAT_ADMIN_EMAIL'));
    expect(await t.database.db.select().from(staff)).toEqual([]);
  });

  test("an e-mail that is already a reporter's is left alone", async () => {
    await t.database.db
      .insert(staff)
      .values({ email: 'reporter@janmat.test', name: 'रिपोर्टर', role: 'reporter', password_hash: 'x' });
    const result = await ensureFirstAdmin(
      t.database.db,
      { email: 'reporter@janmat.test', password: ADMIN.password },
      log,
    );
    expect(result).toBe('email-taken');
    const [row] = await t.database.db.select().from(staff);
    expect(row).toMatchObject({ role: 'reporter', password_hash: 'x' });
  });

  test('created once: a second call changes nothing; the password is never logged', async () => {
    const first = await ensureFirstAdmin(t.database.db, { email: ADMIN.email, password: ADMIN.password }, log);
    expect(first).toBe('created');
    const second = await ensureFirstAdmin(t.database.db, { email: ADMIN.email, password: 'दूसरा-पासवर्ड-अलग' }, log);
    expect(second).toBe('admin-exists');
    const admins = await t.database.db.select().from(staff).where(eq(staff.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ email: ADMIN.email }), expect.any(String));
    expect(JSON.stringify([log.info.mock.calls, log.warn.mock.calls])).not.toContain(ADMIN.password);
  });
});
