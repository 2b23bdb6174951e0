import type { FastifyInstance } from 'fastify';
import { getJson, pollBody, postJson, vote } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of the sample `name{labels}` in the scraped text (0 when it has none yet). */
async function sampleOf(app: FastifyInstance, name: string, labels = ''): Promise<number> {
  const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(BACKENDS)('/metrics on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend, env: { METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(() => t.close());

  test('answers only the bearer of METRICS_TOKEN, never cached', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-length-0123456', `Basic ${TOKEN}`]) {
      const refused = await scrape(t.app, authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('janmat_');
    }
    const ok = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.body).toContain('# TYPE janmat_http_requests_total counter');
    expect(ok.body).toContain('janmat_process_cpu_seconds_total');
  });

  test('requests are counted by route pattern and status, with their latency', async () => {
    const labels = '{route="/api/newsall",method="GET",status="200"}';
    const before = await sampleOf(t.app, 'janmat_http_requests_total', labels);
    await getJson(t.app, '/api/newsall');
    await getJson(t.app, '/api/newsall');
    expect(await sampleOf(t.app, 'janmat_http_requests_total', labels)).toBe(before + 2);
    expect(await sampleOf(t.app, 'janmat_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(await sampleOf(t.app, 'janmat_http_request_duration_seconds_bucket', `{le="+Inf",${labels.slice(1)}`)).toBe(
      before + 2,
    );
  });

  test('a read the cache holds is a hit, a first read a miss', async () => {
    const hits = await sampleOf(t.app, 'janmat_read_cache_hits_total');
    const misses = await sampleOf(t.app, 'janmat_read_cache_misses_total');
    await getJson(t.app, '/api/pollsathome');
    expect(await sampleOf(t.app, 'janmat_read_cache_misses_total')).toBeGreaterThan(misses);
    const afterFirst = await sampleOf(t.app, 'janmat_read_cache_hits_total');
    await getJson(t.app, '/api/pollsathome');
    expect(await sampleOf(t.app, 'janmat_read_cache_hits_total')).toBe(afterFirst + 1);
    expect(afterFirst).toBeGreaterThanOrEqual(hits);
  });

  test('votes are counted by outcome', async () => {
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 7300 }));
    const pollId = created.body.data[0].poll_id;
    expect((await vote(t.app, 1, pollId, '198.51.100.1')).status).toBe(200);
    expect((await vote(t.app, 2, pollId, '198.51.100.2')).status).toBe(200);
    expect((await vote(t.app, 1, pollId, '198.51.100.1')).status).toBe(409);
    expect(await sampleOf(t.app, 'janmat_votes_total', '{outcome="counted"}')).toBe(2);
    expect(await sampleOf(t.app, 'janmat_votes_total', '{outcome="duplicate"}')).toBe(1);
  });

  test('the database pool is watched on PostgreSQL only', async () => {
    const text = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    if (backend === 'postgres') {
      expect(await sampleOf(t.app, 'janmat_db_pool_connections')).toBeGreaterThan(0);
      expect(text).toContain('janmat_db_pool_waiting 0');
    } else {
      expect(text).not.toContain('janmat_db_pool');
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ content: null });
  }, 60_000);
  afterAll(() => t.close());

  test('is not there: no metrics are served', async () => {
    const reply = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('janmat_http_requests_total');
  });
});
