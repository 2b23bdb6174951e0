import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { auditLog, signinFailures } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES } from '../src/core/messages';
import { call, fakeDate, type Reply, restoreDate, type Session } from './helpers/newsroomClient';
import { ADMIN, newsroomEnv } from './helpers/newsroomEnv';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

const WRONG = 'बिल्कुल गलत पासवर्ड';
const ATTACKER = '198.51.100.7';
const OWNER = '192.0.2.44';

const signIn = (app: FastifyInstance, email: string, password: string, ip: string) =>
  call(app, 'POST', '/api/newsroom/signin', { payload: { email, password }, ip });

/** What an answer shows a stranger: status, body, Retry-After and which headers it has. */
const shape = (reply: Reply) => ({
  status: reply.status,
  body: reply.body,
  retryAfter: reply.headers['retry-after'],
  headers: Object.keys(reply.headers)
    .filter((name) => !['date', 'set-cookie', 'x-request-id'].includes(name))
    .sort(),
});

describe.each(BACKENDS)('newsroom sign-in waits on %s', (backend) => {
  let t: TestApp;
  let admin: Session;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await startTestApp({
      backend,
      content: null,
      env: newsroomEnv({
        // The address's own cap is tested on an app of its own.
        NEWSROOM_ADDRESS_LOCK_AFTER: '1000',
      }),
    });
    admin = await adminSession();
  }, 60_000);
  afterAll(() => t.close());
  afterEach(async () => {
    if (restoreDate()) admin = await adminSession();
  });

  async function adminSession(): Promise<Session> {
    const reply = await signIn(t.app, ADMIN.email, ADMIN.password, '10.9.9.9');
    expect(reply.status).toBe(200);
    return { cookie: String(reply.headers['set-cookie']).split(';')[0]!, csrf: reply.body.csrfToken };
  }

  /** A fresh address for each test, so counts never carry over from another. */
  const freshAddress = () => `203.0.113.${++addresses}`;

  async function addReporter() {
    people += 1;
    const member = { email: `reporter${people}@janmat.test`, password: 'रिपोर्टर-का-पासवर्ड-1' };
    const reply = await call(t.app, 'POST', '/api/newsroom/staff', {
      session: admin,
      payload: { ...member, name: `रिपोर्टर ${people}`, role: 'reporter' },
    });
    expect(reply.status).toBe(201);
    return { ...member, id: reply.body.data.id as number };
  }

  test("an address's wrong passwords make it wait, longer each time; the owner elsewhere signs in", async () => {
    const clock = fakeDate();
    const reporter = await addReporter();
    for (let i = 0; i < 4; i++) expect((await signIn(t.app, reporter.email, WRONG, ATTACKER)).status).toBe(401);
    const fifth = await signIn(t.app, reporter.email, WRONG, ATTACKER);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ message: NEWSROOM_MESSAGES.locked(1) });
    expect(fifth.headers['retry-after']).toBe('60');
    // The right password from the attacker's address waits too; from the owner's it works at once.
    expect((await signIn(t.app, reporter.email, reporter.password, ATTACKER)).status).toBe(429);
    expect((await signIn(t.app, reporter.email, reporter.password, OWNER)).status).toBe(200);
    clock.advance(60_001);
    const sixth = await signIn(t.app, reporter.email, WRONG, ATTACKER);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('120');
    clock.advance(120_001);
    const seventh = await signIn(t.app, reporter.email, WRONG, ATTACKER);
    expect(seventh.headers['retry-after']).toBe('240');
    clock.advance(240_001);
    expect((await signIn(t.app, reporter.email, reporter.password, ATTACKER)).status).toBe(200);
  });

  test('the waits never grow past NEWSROOM_LOCK_MS (15 minutes)', async () => {
    const clock = fakeDate();
    const reporter = await addReporter();
    const from = freshAddress();
    let last: Reply | undefined;
    for (let i = 0; i < 12; i++) {
      last = await signIn(t.app, reporter.email, WRONG, from);
      clock.advance(15 * 60_000 + 1);
    }
    expect(last!.headers['retry-after']).toBe('900');
    expect(last!.body).toEqual({ message: NEWSROOM_MESSAGES.locked(15) });
  });

  test('known, unknown and waiting e-mails get the same answers, attempt for attempt', async () => {
    fakeDate();
    const reporter = await addReporter();
    const known: ReturnType<typeof shape>[] = [];
    const unknown: ReturnType<typeof shape>[] = [];
    const [fromKnown, fromUnknown] = [freshAddress(), freshAddress()];
    for (let i = 0; i < 7; i++) {
      known.push(shape(await signIn(t.app, reporter.email, WRONG, fromKnown)));
      unknown.push(shape(await signIn(t.app, 'koi-nahin@janmat.test', WRONG, fromUnknown)));
    }
    expect(known.map((r) => r.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(unknown).toEqual(known);
    // A right password during the wait answers like a wrong one.
    expect(shape(await signIn(t.app, reporter.email, reporter.password, fromKnown))).toEqual(known[6]);
  });

  test('a disabled account is refused and waits like any other', async () => {
    const reporter = await addReporter();
    await call(t.app, 'PATCH', `/api/newsroom/staff/${reporter.id}`, { session: admin, payload: { disabled: true } });
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(t.app, reporter.email, reporter.password, from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  test('failed sign-ins are audited with the account, or a bounded e-mail, never the password', async () => {
    const reporter = await addReporter();
    const long = `${'a'.repeat(300)}@janmat.test`;
    const from = freshAddress();
    await signIn(t.app, reporter.email, WRONG, from);
    await signIn(t.app, `  Koi.Nahin@Janmat.TEST `, WRONG, from);
    await signIn(t.app, long, WRONG, from);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'signin_failed'))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(rows.map((r) => [r.staff_id, r.detail])).toEqual([
      [null, { email_sha256: expect.stringMatching(/^[0-9a-f]{64}$/), reason: 'unknown' }],
      [null, { email: 'koi.nahin@janmat.test', reason: 'unknown' }],
      [reporter.id, { reason: 'password' }],
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('aaaaaaaaaa');
    expect(stored).not.toContain(WRONG);
    const counts = JSON.stringify(await t.database.db.select().from(signinFailures));
    expect(counts).not.toContain('janmat.test');
  });

  test('the counts live in the database: another process on it sees the wait', async () => {
    const reporter = await addReporter();
    const from = freshAddress();
    for (let i = 0; i < 5; i++) await signIn(t.app, reporter.email, WRONG, from);
    const other = await buildApp({ db: t.database.db, config: t.config, logger: false });
    try {
      await other.ready();
      expect((await signIn(other, reporter.email, reporter.password, from)).status).toBe(429);
      expect((await signIn(other, reporter.email, reporter.password, freshAddress())).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  test("an admin's password reset lifts the e-mail's waits on every address", async () => {
    const reporter = await addReporter();
    const from = freshAddress();
    for (let i = 0; i < 5; i++) await signIn(t.app, reporter.email, WRONG, from);
    const reset = await call(t.app, 'PATCH', `/api/newsroom/staff/${reporter.id}`, {
      session: admin,
      payload: { password: 'नया-सुरक्षित-पासवर्ड' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t.app, reporter.email, 'नया-सुरक्षित-पासवर्ड', from)).status).toBe(200);
  });
});

describe.each(BACKENDS)("one address's cap across accounts on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      backend,
      content: null,
      env: newsroomEnv({
        NEWSROOM_ADDRESS_LOCK_AFTER: '3',
      }),
    });
  }, 60_000);
  afterAll(() => t.close());

  test('NEWSROOM_ADDRESS_LOCK_AFTER failures on any e-mails make the address wait; other addresses are not held', async () => {
    expect((await signIn(t.app, 'ek@janmat.test', WRONG, ATTACKER)).status).toBe(401);
    expect((await signIn(t.app, 'do@janmat.test', WRONG, ATTACKER)).status).toBe(401);
    const third = await signIn(t.app, ADMIN.email, WRONG, ATTACKER);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: NEWSROOM_MESSAGES.locked(1) });
    expect((await signIn(t.app, ADMIN.email, ADMIN.password, OWNER)).status).toBe(200);
  });
});
