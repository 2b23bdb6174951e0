import Fastify from 'fastify';
import { ResponseCache } from './cache';
import { renderSeconds, ServerMetrics } from './metrics';
import { registerMetrics } from './metricsRoute';

/** The sample of `name` with exactly `labels` in Prometheus' text, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `) || l === `${name}${labels}`);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  test("the render time is read from the page's Server-Timing, in seconds", () => {
    expect(renderSeconds('render;dur=125;desc="passes=2 reads=3"')).toBe(0.125);
    expect(renderSeconds('db;dur=3, render;dur=7')).toBe(0.007);
    expect(renderSeconds(undefined)).toBeUndefined();
    expect(renderSeconds('prerender;dur=5')).toBeUndefined();
  });

  test('the read cache, the purges and the pool are read when scraped', async () => {
    const cache = new ResponseCache();
    const purges = { sent: 0, failed: 0 };
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    const metrics = new ServerMetrics({ cache, purges: () => purges, pool });
    cache.get('/api/newsall');
    cache.set('/api/newsall', {
      body: Buffer.from('x'),
      text: 'x',
      etag: 'e',
      contentType: 't',
      encoded: {},
      keys: ['list:all'],
    });
    cache.get('/api/newsall');
    cache.get('/api/newsall');
    Object.assign(purges, { sent: 5, failed: 2, retried: 4 });
    pool.waitingCount = 7;
    const text = await metrics.text();
    expect(sample(text, 'janmat_read_cache_hits_total')).toBe(2);
    expect(sample(text, 'janmat_read_cache_misses_total')).toBe(1);
    expect(sample(text, 'janmat_read_cache_entries')).toBe(1);
    expect(sample(text, 'janmat_edge_purges_sent_total')).toBe(5);
    expect(sample(text, 'janmat_edge_purges_failed_total')).toBe(2);
    expect(sample(text, 'janmat_edge_purges_retried_total')).toBe(4);
    expect(sample(text, 'janmat_db_pool_connections')).toBe(4);
    expect(sample(text, 'janmat_db_pool_waiting')).toBe(7);
    // Read again, the counters are the sources' numbers, not their sum over scrapes.
    expect(sample(await metrics.text(), 'janmat_edge_purges_sent_total')).toBe(5);
  });

  test('without a pool (PGlite) there are no pool figures, and no purge module counts zero', async () => {
    const text = await new ServerMetrics({ cache: new ResponseCache() }).text();
    expect(text).not.toContain('janmat_db_pool');
    expect(sample(text, 'janmat_edge_purges_sent_total')).toBe(0);
  });

  test('a rendered page is timed under the section of its route, requests under their pattern', async () => {
    const metrics = new ServerMetrics({ cache: new ResponseCache() });
    const app = Fastify({ logger: false });
    registerMetrics(app, metrics, { token: undefined, sectionOf: (path) => (path === '/videos' ? 'media' : 'none') });
    app.get('/videos', (_request, reply) => reply.header('server-timing', 'render;dur=40').send('page'));
    app.get('/api/thing/:id', (_request, reply) => reply.code(404).send({}));
    await app.inject('/videos');
    await app.inject('/api/thing/1');
    await app.inject('/api/thing/2');
    const text = await metrics.text();
    expect(sample(text, 'janmat_page_render_duration_seconds_count', '{section="media"}')).toBe(1);
    expect(sample(text, 'janmat_page_render_duration_seconds_sum', '{section="media"}')).toBe(0.04);
    expect(sample(text, 'janmat_http_requests_total', '{route="/api/thing/:id",method="GET",status="404"}')).toBe(2);
    expect(
      sample(text, 'janmat_http_request_duration_seconds_count', '{route="/videos",method="GET",status="200"}'),
    ).toBe(1);
    expect(text).not.toContain('/api/thing/1');
    await app.close();
  });
});
