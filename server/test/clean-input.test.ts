import { CONTACT_MESSAGES, POLL_MESSAGES } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import { contacts, polls } from '../src/core/db/schema';
import { SERVER_MESSAGES } from '../src/core/messages';
import { contactBody, getJson, pollBody, postJson, postRawJson, vote } from './helpers/http';
import { BACKENDS, rowCount, startTestApp, type TestApp } from './helpers/testApp';

const ZWSP = '\u200B';
const DEVANAGARI = /\p{Script=Devanagari}/u;

describe.each(BACKENDS)('clean input on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const rows = (table: typeof polls | typeof contacts) => rowCount(t, table);
  const rawJson = (url: string, payload: Buffer | string) => postRawJson(t.app, url, payload);

  test('a title of nine zero-width spaces and one letter is shorter than the minimum', async () => {
    const res = await postJson(t.app, '/api/createmypoll', pollBody({ name: `${ZWSP.repeat(9)}क` }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: SERVER_MESSAGES.validationFailed, errors: { name: POLL_MESSAGES.titleShort } });
  });

  test('RLM, the Arabic letter mark and Hangul fillers are not stored', async () => {
    const name = '\u200Fक्या बिहार में\u061C गठबंधन\u3164 फिर से बनेगा?\u115F';
    const res = await postJson(t.app, '/api/createmypoll', pollBody({ name, op1: '\u200Eहाँ\uFFA0', poll_id: 4100 }));
    expect(res.status).toBe(201);
    const [stored] = await t.database.db.select().from(polls).where(eq(polls.poll_id, 4100));
    expect([stored!.name, stored!.op1]).toEqual(['क्या बिहार में गठबंधन फिर से बनेगा?', 'हाँ']);
  });

  test('a contact name of fillers and one letter is not valid; the stored fields carry nothing invisible', async () => {
    const short = await postJson(t.app, '/api/insert', contactBody({ name: `\u3164${ZWSP}\u200Fर` }));
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ name: CONTACT_MESSAGES.nameInvalid });
    const ok = await postJson(
      t.app,
      '/api/insert',
      contactBody({ name: '\u202Bराहुल\u200B कुमार', sub: '\u3164', des: 'नमस्ते\u2066!' }),
    );
    expect(ok.status).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contacts)
      .orderBy(contacts.id)
      .limit(1)
      .offset((await rows(contacts)) - 1);
    expect([stored!.name, stored!.sub, stored!.des]).toEqual(['राहुल कुमार', '', 'नमस्ते!']);
  });

  test('a name of combining marks and a message of two are empty: 400, nothing stored', async () => {
    const before = await rows(contacts);
    const res = await postJson(t.app, '/api/insert', contactBody({ name: '\u0301'.repeat(5), des: '\u0301\u0301' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: SERVER_MESSAGES.validationFailed,
      errors: { name: CONTACT_MESSAGES.nameRequired, des: CONTACT_MESSAGES.desRequired },
    });
    expect(DEVANAGARI.test(res.body.message)).toBe(true);
    expect(await rows(contacts)).toBe(before);
  });

  test('created_at far ahead of the server clock is refused; a time today is stored', async () => {
    const before = await rows(contacts);
    const far = await postJson(t.app, '/api/insert', contactBody({ created_at: '9999-12-31 23:59:59' }));
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({ created_at: CONTACT_MESSAGES.createdAtAhead });
    expect(await rows(contacts)).toBe(before);
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    expect((await postJson(t.app, '/api/insert', contactBody({ created_at: now }))).status).toBe(201);
    expect(await rows(contacts)).toBe(before + 1);
  });

  test('bytes that are not UTF-8, and a lone surrogate, get 400 in Hindi and store nothing', async () => {
    const before = await rows(polls);
    const body = JSON.stringify(pollBody({ poll_id: 4101 }));
    const invalid = Buffer.from([...Buffer.from(body.slice(0, 10)), 0xff, 0xc3, ...Buffer.from(body.slice(10))]);
    const lone = body.replace('हाँ', '\\ud800हाँ');
    for (const payload of [invalid, lone]) {
      const res = await rawJson('/api/createmypoll', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.badEncoding });
    }
    expect(await rows(polls)).toBe(before);
    const contact = JSON.stringify(contactBody()).replace('राहुल', 'राहुल\\udc00');
    expect((await rawJson('/api/insert', contact)).statusCode).toBe(400);
  });

  test('a created_at that is no real moment gets 400 and is not stored', async () => {
    const before = await rows(contacts);
    for (const created_at of ['2025-13-45 99:99:99', '2025-02-30 10:00:00']) {
      const res = await postJson(t.app, '/api/insert', contactBody({ created_at }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ created_at: CONTACT_MESSAGES.createdAtInvalid });
    }
    expect(await rows(contacts)).toBe(before);
  });

  test('a poll id in the path is plain digits: 1e3 and 0x3e8 count no vote in poll 1000', async () => {
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 1000 }));
    expect(created.body.data[0].poll_id).toBe(1000);
    for (const id of ['1e3', '0x3e8', '1000.0', '+1000']) {
      const res = await vote(t.app, 1, id, '192.0.2.140', 0);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SERVER_MESSAGES.notANumber);
      expect((await getJson(t.app, `/api/userpolls/${id}`)).status).toBe(400);
    }
    expect((await getJson(t.app, '/api/userpolls/1000')).body.data[0].res1).toBe(0);
    expect((await vote(t.app, 1, '1000', '192.0.2.140', 0)).status).toBe(200);
  });

  test('error answers are Hindi JSON', async () => {
    const answers = [
      await t.app.inject('/api/no-such-thing'),
      await t.app.inject('/api/userpolls/999999'),
      await rawJson('/api/createmypoll', '{"name":'),
      await postJson(t.app, '/api/createmypoll', pollBody({ name: '' })).then((r) => r.res),
      await t.app.inject({
        method: 'POST',
        url: '/api/insert',
        payload: 'a=1',
        headers: { 'content-type': 'text/plain' },
      }),
      await t.app.inject({ method: 'PATCH', url: '/api/updatepollsres3/1/2', remoteAddress: '192.0.2.141' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(DEVANAGARI);
    }
  });

  test('paths with // or %2e%2e answer 400 or 404, never 403', async () => {
    for (const url of [
      '//',
      '//api/ip',
      '/remotes//news/remoteEntry.js',
      '/uploads//x.jpg',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/remotes/news/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await t.app.inject(url);
      expect([301, 400, 404]).toContain(res.statusCode);
      if (res.statusCode !== 301 && String(res.headers['content-type']).startsWith('application/json')) {
        expect(res.json().message).toMatch(DEVANAGARI);
      }
    }
  });
});

describe('the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  test('the 429 over the limit is Hindi JSON', async () => {
    await vote(t.app, 1, 1, '192.0.2.150');
    const limited = await vote(t.app, 1, 1, '192.0.2.150');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: SERVER_MESSAGES.tooMany });
    expect(limited.body.message).toMatch(DEVANAGARI);
  });
});
