import { SERVER_MESSAGES } from '../src/core/messages';
import { getJson, pollBody, postJson } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/testApp';

const POLL_ID = 1;
const CLIENT = '198.51.100.50';

describe('TRUST_PROXY with the proxy listed (127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '10' } });
  }, 60_000);
  afterAll(() => t.close());

  const ipSeen = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await t.app.inject({
        url: '/api/ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json().ip;

  test('a client that is not the proxy cannot name its own address', async () => {
    expect(await ipSeen(CLIENT, '203.0.113.1')).toBe(CLIENT);
  });

  test('through the proxy, the address the proxy appended (right-most) counts, not what the client wrote', async () => {
    expect(await ipSeen('127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(await ipSeen('127.0.0.1', '6.6.6.6, 203.0.113.1')).toBe('203.0.113.1');
  });

  test('an address through the proxy that is not one (`1:::::`, a word) is refused with a Hindi 400, for pages and calls alike', async () => {
    for (const url of ['/api/ip', '/', `/api/pppolls/${POLL_ID}`]) {
      for (const forwardedFor of ['1:::::', 'unknown', '203.0.113.1, 300.1.1.1']) {
        const res = await t.app.inject({
          url,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
        expect([url, forwardedFor, res.statusCode]).toEqual([url, forwardedFor, 400]);
        expect(res.json().message).toBe(SERVER_MESSAGES.unreadableAddress);
      }
    }
    // A client that is not the proxy is known by its own address, whatever it writes.
    expect(await ipSeen(CLIENT, 'unknown')).toBe(CLIENT);
  });

  test('100 votes from one client with forged addresses count once; the rest are repeats or rate-limited', async () => {
    const before = (await getJson(t.app, `/api/pppolls/${POLL_ID}`)).body.data[0].res1;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/updatepollsres1/1/${POLL_ID}`,
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` },
      });
      statuses.push(res.statusCode);
    }
    const after = (await getJson(t.app, `/api/pppolls/${POLL_ID}`)).body.data[0].res1;
    expect(after).toBe(before + 1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
  });
});

describe('TRUST_PROXY as a hop count (1: one load balancer in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1', HOST: '127.0.0.1' } });
  }, 60_000);
  afterAll(() => t.close());

  test('the right-most X-Forwarded-For entry is the visitor, whatever the client prepended', async () => {
    const res = await t.app.inject({
      url: '/api/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 203.0.113.9' },
    });
    expect(res.json().ip).toBe('203.0.113.9');
  });

  test('poll creation is attributed to that address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createmypoll',
      payload: pollBody({ poll_id: 4321 }),
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(res.statusCode).toBe(201);
    const mine = await t.app.inject({
      url: '/api/mypolls/203.0.113.9',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(mine.json().data.map((p: { poll_id: number }) => p.poll_id)).toEqual([4321]);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close());

  test('X-Forwarded-For is ignored entirely', async () => {
    const res = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 4322 }), CLIENT);
    expect(res.status).toBe(201);
    const ip = await t.app.inject({ url: '/api/ip', remoteAddress: CLIENT, headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(ip.json().ip).toBe(CLIENT);
  });
});
