import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';

/** Seconds: from a cached answer (a millisecond or two) to a page rendered on a busy machine. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Route label of a request no route matched (the not-found handler: other spellings of pages, junk). */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the edge's purges have done so far (the purge module's `app.purges`). */
interface PurgeCounts {
  sent: number;
  failed: number;
  /** Tries that failed and were made again. */
  retried?: number;
}

/** A PostgreSQL pool's connections (pg's `Pool`). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The outcomes of a vote (`castVote`). */
type VoteOutcomeKind = 'counted' | 'duplicate' | 'closed' | 'unknown-poll' | 'unknown-option';

/** Where the numbers read at each scrape come from. */
interface MetricSources {
  cache: ResponseCache;
  /** The edge purges' counters; absent until a purge module is in. */
  purges?: () => PurgeCounts | undefined;
  /** The PostgreSQL pool; absent on PGlite (one connection in process, no pool). */
  pool?: PoolCounts;
  /** Search statements answered by the search thread and by the database (PGlite with SEARCH_THREAD). */
  searches?: () => { thread: number; main: number } | undefined;
}

/** A counter whose value is read from elsewhere at each scrape (it only ever grows there). */
function readCounter(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

function readGauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** The render time a page's `Server-Timing` header gives (`render;dur=<ms>`), in seconds. */
export function renderSeconds(serverTiming: unknown): number | undefined {
  const found = /(?:^|,)\s*render;dur=(\d+(?:\.\d+)?)/.exec(String(serverTiming ?? ''));
  return found ? Number(found[1]) / 1000 : undefined;
}

/**
 * One process's metrics in Prometheus' text format (prom-client, a registry per app). Counted as
 * they happen: requests by route pattern, method and status, with their latency; server renders by
 * the section that owns the page; votes by outcome. Read at each scrape: the read cache's hits,
 * misses and size, the edge purges sent and failed, the PostgreSQL pool, and Node's own figures
 * (memory, event-loop delay, CPU) when `processMetrics` is on.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'janmat_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'janmat_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly renders = new Histogram({
    name: 'janmat_page_render_duration_seconds',
    help: 'Server render time of pages (not served from the page cache), by the section that owns the page',
    labelNames: ['section'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly votes = new Counter({
    name: 'janmat_votes_total',
    help: 'Votes received, by outcome (counted, duplicate, closed, unknown-poll, unknown-option)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources, { processMetrics = false }: { processMetrics?: boolean } = {}) {
    const { cache, purges, pool, searches } = sources;
    const r = this.registry;
    readCounter(r, 'janmat_read_cache_hits_total', 'Reads answered from the in-process cache', () => cache.hits);
    readCounter(r, 'janmat_read_cache_misses_total', 'Reads the in-process cache did not hold', () => cache.misses);
    readGauge(r, 'janmat_read_cache_entries', 'Answers held in the in-process cache', () => cache.size);
    readGauge(r, 'janmat_read_cache_bytes', 'Bytes counted for the answers held', () => cache.byteSize);
    readCounter(r, 'janmat_edge_purges_sent_total', 'Purges sent to the edge caches', () => purges?.()?.sent ?? 0);
    readCounter(r, 'janmat_edge_purges_failed_total', 'Purges given up after every try', () => purges?.()?.failed ?? 0);
    readCounter(r, 'janmat_edge_purges_retried_total', 'Purge tries that failed and were made again', () => {
      return purges?.()?.retried ?? 0;
    });
    if (pool) {
      readGauge(r, 'janmat_db_pool_connections', 'PostgreSQL connections open in the pool', () => pool.totalCount);
      readGauge(r, 'janmat_db_pool_idle', 'Open PostgreSQL connections not in use', () => pool.idleCount);
      readGauge(r, 'janmat_db_pool_waiting', 'Queries waiting for a free connection', () => pool.waitingCount);
    }
    const searched = (side: 'thread' | 'main') => () => searches?.()?.[side] ?? 0;
    readCounter(
      r,
      'janmat_search_thread_statements_total',
      'Searches answered by the search thread',
      searched('thread'),
    );
    readCounter(r, 'janmat_search_main_statements_total', 'Searches answered by the database itself', searched('main'));
    if (processMetrics) collectDefaultMetrics({ register: r, prefix: 'janmat_' });
  }

  /** One answered request (`route`: its pattern; `seconds`: from arrival to the answer sent). */
  request(route: string, method: string, status: number, seconds: number): void {
    const labels = { route, method, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  render(section: string, seconds: number): void {
    this.renders.observe({ section }, seconds);
  }

  vote(outcome: VoteOutcomeKind): void {
    this.votes.inc({ outcome });
  }

  /** The text a Prometheus server scrapes. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/**
 * The app's metrics: its read cache, the purge counters the purge module puts on the app
 * (`app.purges`, read at each scrape), and the pool when the database is PostgreSQL. PGlite runs in
 * process, one query at a time, with no pool to watch.
 */
export function appMetrics(
  app: FastifyInstance,
  db: Db,
  cache: ResponseCache,
  config: Pick<ServerConfig, 'metricsToken'>,
): ServerMetrics {
  const client = (db as { $client?: unknown }).$client;
  return new ServerMetrics(
    {
      cache,
      purges: () => (app as { purges?: PurgeCounts }).purges,
      searches: () => app.searchThread?.answered,
      pool: client instanceof Pool ? client : undefined,
    },
    { processMetrics: config.metricsToken !== undefined },
  );
}
