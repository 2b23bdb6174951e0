import { LIMITS } from '@janmat/shared/validation';
import { and, eq, sql } from 'drizzle-orm';
import { polls } from '../src/core/db/schema';
import { pollBody, postJson } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('visitor poll creation limits on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend, env: { POLL_CREATE_MAX_PER_HOUR: '2', POLL_CREATE_MAX_PER_DAY: '3' } });
  }, 60_000);
  afterAll(() => t.close());

  const create = (ip: string, pollId = 500) => postJson(t.app, '/api/createmypoll', pollBody({ poll_id: pollId }), ip);
  /** Moves the address's polls `minutes` into the past (instead of waiting for the window to pass). */
  const age = (ip: string, minutes: number) =>
    t.database.db
      .update(polls)
      .set({ created_at: sql`${polls.created_at} - make_interval(mins => ${minutes})` })
      .where(and(eq(polls.kind, 'user'), eq(polls.created_by, ip)));

  test('a few per hour: the next one answers 429 with a Hindi message and Retry-After', async () => {
    const ip = '198.51.100.201';
    expect((await create(ip)).status).toBe(201);
    expect((await create(ip)).status).toBe(201);
    const refused = await create(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'एक घंटे में 2 से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कुछ देर बाद फिर कोशिश करें।',
    });
    const retryAfter = Number(refused.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3601);
    // Another address is not affected.
    expect((await create('198.51.100.202')).status).toBe(201);
  });

  test('an hour later the hourly allowance is back, but the daily one still counts', async () => {
    const ip = '198.51.100.203';
    expect((await create(ip)).status).toBe(201);
    expect((await create(ip)).status).toBe(201);
    expect((await create(ip)).status).toBe(429);
    await age(ip, 61);
    expect((await create(ip)).status).toBe(201);
    const refused = await create(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('एक दिन में 3 से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कल फिर कोशिश करें।');
    await age(ip, 24 * 60);
    expect((await create(ip)).status).toBe(201);
  });

  test('IPv6 addresses of one /64 share one allowance; another /64 has its own', async () => {
    expect((await create('2001:db8:1:2::a')).status).toBe(201);
    expect((await create('2001:db8:1:2:ffff::b')).status).toBe(201);
    expect((await create('2001:db8:1:2::c')).status).toBe(429);
    expect((await create('2001:db8:1:3::a')).status).toBe(201);
  });

  test('parallel requests from one address cannot overshoot the limit', async () => {
    const ip = '198.51.100.204';
    const statuses = await Promise.all(Array.from({ length: 8 }, () => create(ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe.each(BACKENDS)('visitor poll ids on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  test("when every id of the spec's range is taken, the poll is still created, under the next free id above it", async () => {
    // Fill 10..10009 directly: the state a flood of 8,607+ creations left behind.
    await t.database.db.execute(sql`
      insert into polls (kind, poll_id, name, created_by, op1, op2)
      select 'user', s.i, 'भरा हुआ', '192.0.2.1', 'हाँ', 'नहीं'
      from generate_series(${LIMITS.pollIdMin}::int, ${LIMITS.pollIdMax}::int) as s(i)
      on conflict (poll_id) do nothing`);
    const first = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 500 }), '198.51.100.210');
    expect(first.status).toBe(201);
    expect(first.body.data[0].poll_id).toBe(LIMITS.pollIdMax + 1);
    const second = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 500 }), '198.51.100.211');
    expect(second.body.data[0].poll_id).toBe(LIMITS.pollIdMax + 2);
    const page = await t.app.inject(`/api/userpolls/${LIMITS.pollIdMax + 2}`);
    expect(page.json().data[0].poll_id).toBe(LIMITS.pollIdMax + 2);
  }, 30_000);
});
