import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { contacts, news, polls, votes } from '../src/core/db/schema';
import { SERVER_MESSAGES } from '../src/core/messages';
import { contactBody, pollBody } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

const LONG = 'क'.repeat(5000);
const SQL_META = ["' OR '1'='1", '1; DROP TABLE news; --', '"); DELETE FROM polls; --', '%', '\\', 'a b'];

function hostileRequests(): InjectOptions[] {
  const gets = [
    ...SQL_META.flatMap((s) => [
      `/api/newsdetails2/${encodeURIComponent(s)}`,
      `/api/news/${encodeURIComponent(s)}`,
      `/api/mypolls/${encodeURIComponent(s)}`,
      `/api/author/${encodeURIComponent(s)}`,
      `/api/photodetails/${encodeURIComponent(s)}`,
    ]),
    '/api/newsdetails2/%00',
    '/api/news/abc%00def',
    '/api/rashifaldetails/%00',
    `/api/newsdetails2/${encodeURIComponent(LONG)}`,
    `/api/stories/${'a'.repeat(5000)}`,
    '/api/newsdetails2/%E0%A4%A',
    '/api/news/%ZZ',
    '/api/newsdetails2/%C0%AF',
    '/api/author/-1',
    '/api/author/1.5',
    '/api/author/99999999999999999999',
    '/api/pppolls/abc',
    '/api/userpolls/0',
  ].map((url) => ({ method: 'GET', url }) as InjectOptions);
  const bodies: unknown[] = [
    pollBody({ name: 'शीर्षक जिसमें \u0000 शून्य है' }),
    pollBody({ op1: '\u0000' }),
    pollBody({ name: { $gt: '' } }),
    pollBody({ name: LONG }),
    pollBody({ op3: LONG }),
    pollBody({ poll_id: { toString: 1 } }),
    pollBody({ poll_id: 1e30 }),
    pollBody({ name: "');DROP--" }),
    [pollBody()],
    'just text',
    null,
  ];
  const writes = bodies.flatMap((payload) => [
    { method: 'POST', url: '/api/createmypoll', payload: payload as object },
    { method: 'POST', url: '/api/insert', payload: payload as object },
  ]) as InjectOptions[];
  const raw: InjectOptions[] = [
    { method: 'POST', url: '/api/insert', payload: contactBody({ des: 'ok\u0000' }) },
    { method: 'POST', url: '/api/insert', payload: contactBody({ phone: ['9876543210'], email: LONG }) },
    {
      method: 'POST',
      url: '/api/createmypoll',
      payload: '{"name": "broken json',
      headers: { 'content-type': 'application/json' },
    },
    {
      method: 'POST',
      url: '/api/createmypoll',
      payload: '{"__proto__": {"admin": true}, "name": "x"}',
      headers: { 'content-type': 'application/json' },
    },
    {
      method: 'POST',
      url: '/api/createmypoll',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      method: 'POST',
      url: '/api/insert',
      payload: JSON.stringify(contactBody({ des: 'x'.repeat(3 * 1024 * 1024) })),
      headers: { 'content-type': 'application/json' },
    },
    { method: 'PATCH', url: `/api/updatepollsres1/1/${encodeURIComponent('1 OR 1=1')}` },
    { method: 'PATCH', url: '/api/updatepollsres1/1/%00' },
    { method: 'PATCH', url: '/api/updatepollsres1/99999999999999999999/1' },
    { method: 'PATCH', url: '/api/updatepollsres3/1/2' },
    { method: 'DELETE', url: '/api/news' },
  ];
  return [...gets, ...writes, ...raw];
}

describe.each(BACKENDS)('hostile input on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const counts = async () => {
    const out: number[] = [];
    for (const table of [polls, votes, contacts, news]) {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      out.push(row!.n);
    }
    return out;
  };

  test('every hostile request gets a 4xx JSON answer and nothing is stored', async () => {
    const before = await counts();
    for (const request of hostileRequests()) {
      const res = await t.app.inject({ remoteAddress: '203.0.113.66', ...request });
      const label = `${request.method} ${String(request.url).slice(0, 80)} ${JSON.stringify(request.payload ?? '').slice(0, 80)} → ${res.statusCode}`;
      expect({ label, ok: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ label, ok: true });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await counts()).toEqual(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  }, 60_000);

  test('bodies over 64 KB get 413; an empty JSON body on a vote is no body at all', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/insert',
      payload: JSON.stringify(contactBody({ des: 'x'.repeat(70 * 1024) })),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.68',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: SERVER_MESSAGES.tooLarge });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/updatepollsres2/0/1',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.68',
    });
    expect(empty.statusCode).toBe(200);
  });

  test('paths cannot climb out of the uploads folder', async () => {
    for (const url of [
      '/uploads/..%2f..%2fpglite/PG_VERSION',
      '/uploads/../pglite/PG_VERSION',
      '/uploads/%2e%2e/%2e%2e/pglite/PG_VERSION',
    ]) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ url, status: true });
      expect(res.body).not.toMatch(/^\d+\s*$/);
    }
  });

  test('SQL meta characters in valid text are stored verbatim', async () => {
    const name = "Robert'); DROP TABLE polls; -- क्या यह सुरक्षित है?";
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createmypoll',
      payload: pollBody({ name, poll_id: 2222, op1: "' OR 1=1 --" }),
      remoteAddress: '203.0.113.67',
    });
    expect(res.statusCode).toBe(201);
    const [poll] = (await t.app.inject('/api/userpolls/2222')).json().data;
    expect(poll).toMatchObject({ name, op1: "' OR 1=1 --" });
  });

  test('the site still answers normally afterwards', async () => {
    const res = await t.app.inject('/api/newsall');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });
});

describe('rate limit on writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  }, 60_000);
  afterAll(() => t.close());

  test('the 4th write from one address in a window gets 429 JSON; reads and other addresses are not limited', async () => {
    const ip = '198.51.100.200';
    const write = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/insert',
        payload: contactBody({ name: `नाम ${i}` }),
        remoteAddress: ip,
      });
    expect((await write(1)).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/updatepollsres1/1/1', remoteAddress: ip })).statusCode,
    ).toBe(200);
    expect((await write(3)).statusCode).toBe(201);
    const limited = await write(4);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual({ message: SERVER_MESSAGES.tooMany });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: '/api/newsall', remoteAddress: ip })).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/insert',
      payload: contactBody(),
      remoteAddress: '198.51.100.201',
    });
    expect(other.statusCode).toBe(201);
  });
});
