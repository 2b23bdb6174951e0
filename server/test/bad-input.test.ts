import { slugify } from '@janmat/shared/contracts';
import { POLL_MESSAGES } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import { contacts, polls } from '../src/core/db/schema';
import { SERVER_MESSAGES } from '../src/core/messages';
import { contactBody, pollBody, postJson, postRawJson } from './helpers/http';
import { BACKENDS, rowCount, startTestApp, type TestApp } from './helpers/testApp';

const ZWSP = '\u200B';

describe.each(BACKENDS)('bad input on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const rows = (table: typeof polls | typeof contacts) => rowCount(t, table);
  const raw = (url: string, payload: Buffer | string) => postRawJson(t.app, url, payload);

  test('32,000 levels of JSON nesting answer 400, not 500 (and 10,000 levels of objects)', async () => {
    // Both fit in the 64 KB body limit.
    const arrays = '['.repeat(32_000) + ']'.repeat(32_000);
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const payload of [arrays, objects]) {
      const res = await raw('/api/createmypoll', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVER_MESSAGES.badRequest);
    }
  });

  test('brackets inside strings do not count as nesting', async () => {
    const res = await raw(
      '/api/createmypoll',
      JSON.stringify(pollBody({ name: `क्या [[[{{{ "उद्धरण" ${'['.repeat(100)} ठीक है?` })),
    );
    expect(res.statusCode).toBe(201);
  });

  test.each([
    ['a title given as a list', '/api/createmypoll', pollBody({ name: ['क्या बिहार में गठबंधन फिर से बनेगा?'] }), 'name'],
    ['an option given as true', '/api/createmypoll', pollBody({ op1: true }), 'op1'],
    ['an option given as a number', '/api/createmypoll', pollBody({ op2: 5 }), 'op2'],
    ['a poll id given as a list', '/api/createmypoll', pollBody({ poll_id: [500] }), 'poll_id'],
    ['a poll id given as true', '/api/createmypoll', pollBody({ poll_id: true }), 'poll_id'],
    ['a phone given as a number', '/api/insert', contactBody({ phone: 9876543210 }), 'phone'],
    ['a name given as a list', '/api/insert', contactBody({ name: ['राहुल कुमार'] }), 'name'],
  ])('%s is refused with 400, not stored as text', async (_, url, body, field) => {
    const before = [await rows(polls), await rows(contacts)];
    const res = await postJson(t.app, url, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SERVER_MESSAGES.validationFailed);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect([await rows(polls), await rows(contacts)]).toEqual(before);
  });

  test.each([
    ['twelve zero-width spaces as title', { name: ZWSP.repeat(12) }, { name: POLL_MESSAGES.titleRequired }],
    [
      'zero-width and other blank characters',
      { name: `\u2800\u3164${ZWSP}\uFEFF\u2060`.repeat(3) },
      { name: POLL_MESSAGES.titleRequired },
    ],
    ['an option of zero-width spaces', { op1: ZWSP.repeat(5) }, { op1: POLL_MESSAGES.op1Required }],
    ['an option of bidi controls only', { op2: '\u202E\u2066\u2069' }, { op2: POLL_MESSAGES.op2Required }],
  ])('%s: refused as empty with the spec text', async (_, change, errors) => {
    const before = await rows(polls);
    const res = await postJson(t.app, '/api/createmypoll', pollBody(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: SERVER_MESSAGES.validationFailed, errors });
    expect(await rows(polls)).toBe(before);
  });

  test('bidirectional override characters are stripped before storing, so no page title or address carries them', async () => {
    const name = '\u202Eक्या बिहार में \u2066गठबंधन\u2069 फिर से बनेगा?\u202C';
    const res = await postJson(t.app, '/api/createmypoll', pollBody({ name, op1: '\u202Aहाँ\u202C', poll_id: 3333 }));
    expect(res.status).toBe(201);
    const [stored] = await t.database.db.select().from(polls).where(eq(polls.poll_id, 3333));
    expect(stored!.name).toBe('क्या बिहार में गठबंधन फिर से बनेगा?');
    expect(stored!.op1).toBe('हाँ');
    // The poll page's title is its name as the API answers it; its address is the name's slug.
    const answer = (await t.app.inject('/api/userpolls/3333')).body;
    expect(answer).toContain('क्या बिहार में गठबंधन फिर से बनेगा?');
    expect(answer).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    // The page's one address is the name's slug: the polls section's data contract builds it from
    // this answer (its 301 is checked on the production build, server/test/built).
    expect(slugify(JSON.parse(answer).data[0].name)).toBe('क्या-बिहार-में-गठबंधन-फिर-से-बनेगा');
  });

  test('zero-width joiners inside Devanagari words are kept (they shape conjuncts)', async () => {
    const name = 'क्‍या चुनाव समय पर होंगे?';
    const res = await postJson(t.app, '/api/createmypoll', pollBody({ name, poll_id: 3334 }));
    expect(res.status).toBe(201);
    expect(res.body.data[0].name).toBe(name);
  });
});
