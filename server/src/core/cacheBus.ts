import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { Announce } from './afterWrite';
import type { ResponseCache } from './cache';
import type { Db } from './db/client';

/** The PostgreSQL channel on which processes announce the keys a write cleared. */
const CACHE_CHANNEL = 'janmat_cache_clear';
/** The channel on which a process announces that a section's release changed (releases/registryStore.ts). */
export const RELEASES_CHANNEL = 'janmat_releases';

/** NOTIFY refuses a payload of this many bytes or more (PostgreSQL's default build). */
export const NOTIFY_PAYLOAD_LIMIT = 8000;

/** What another process's write cleared: its keys, or every answer when they did not fit one NOTIFY. */
export interface ClearMessage {
  origin: string;
  keys: readonly string[] | 'all';
  /** A scheduled article's time (ms): every process drops its cached answers again then. */
  expireAt?: number;
}

/**
 * What a process of the version before keys (one still running while a new version is rolled out)
 * reads: it clears every answer of these groups, so it shows no old answer either.
 */
const EVERY_GROUP = ['content', 'polls', 'pages'];

/**
 * The payload announcing `message`: its keys when they fit in one NOTIFY, else "clear every
 * answer" (`all`), which is always right, only slower to fill again.
 */
export function clearPayload({ origin, keys, expireAt }: ClearMessage): string {
  const moment = expireAt === undefined ? {} : { expireAt };
  if (keys !== 'all') {
    const payload = JSON.stringify({ origin, keys, groups: EVERY_GROUP, ...moment });
    if (Buffer.byteLength(payload, 'utf8') < NOTIFY_PAYLOAD_LIMIT) return payload;
  }
  return JSON.stringify({ origin, all: true, groups: EVERY_GROUP, ...moment });
}

/**
 * The message a payload carries; undefined when it is none of ours. A message naming no list of keys
 * (`all`, or the groups an older version of the server sends) clears every answer.
 */
export function readClearPayload(payload: string | undefined): ClearMessage | undefined {
  let message: { origin?: unknown; keys?: unknown; expireAt?: unknown };
  try {
    message = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || typeof message.origin !== 'string') return undefined;
  const listed = Array.isArray(message.keys) && message.keys.every((key) => typeof key === 'string');
  return {
    origin: message.origin,
    keys: listed ? (message.keys as string[]) : 'all',
    ...(typeof message.expireAt === 'number' ? { expireAt: message.expireAt } : {}),
  };
}

export interface CacheBus {
  /** Tells every other process the keys a write cleared (core/afterWrite.ts); never fails the write. */
  announce: Announce;
  /**
   * Whether this process leads the purges of scheduled moments (purgeMoments.ts): it holds the
   * advisory lock on its listening connection, taken now if no other process holds it. The lock goes
   * with the connection, so another process takes over when the leader stops or loses it.
   */
  lead(): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory lock (one bigint) of the process that purges scheduled moments. */
const MOMENT_LEADER_LOCK = '7305726931';

export interface CacheBusOptions {
  url: string;
  db: Db;
  cache: ResponseCache;
  log: FastifyBaseLogger;
  /** Wait before reconnecting a lost listening connection, doubled up to 30 s. */
  retryMs?: number;
  /** Another process scheduled a moment, or this one (re)connected: the coming moments are read again. */
  onMoments?: () => void;
  /** A section's release changed (or this process (re)connected): the registry is read again. */
  onReleases?: () => Promise<void>;
}

/** Ends a connection that is no longer wanted, whatever state it is in. */
async function drop(client: Client | undefined): Promise<void> {
  client?.removeAllListeners();
  client?.on('error', () => {});
  await client?.end().catch(() => {});
}

/** Applies another process's message to this process's cache. */
function hear(message: ClearMessage, cache: ResponseCache, onMoments: (() => void) | undefined): void {
  if (typeof message.expireAt === 'number') {
    cache.expireAt(message.expireAt);
    onMoments?.();
  }
  if (message.keys === 'all') cache.clearAnswers();
  else cache.clearKeys(message.keys);
}

/**
 * Keeps the read caches of every process on one PostgreSQL database in step: a write sends NOTIFY
 * with the keys it cleared (after its own commit, before its answer), and every other process,
 * LISTENing on a connection of its own, clears the answers naming them as soon as it arrives
 * (milliseconds later). While that connection is down the cache is suspended, so no stale answer is
 * served; reconnected, it starts empty.
 */
class Listener implements CacheBus {
  private readonly origin = randomUUID();
  private client: Client | undefined;
  private leading = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private wait: number;

  constructor(private readonly options: CacheBusOptions & { retryMs: number }) {
    this.wait = options.retryMs;
  }

  announce: Announce = async (keys, expireAt) => {
    if (this.closed) return;
    const payload = clearPayload({ origin: this.origin, keys, expireAt });
    try {
      await this.options.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
    } catch (error) {
      // The write itself is done; other processes may show the old answer until their next clear.
      this.options.log.error({ err: error }, 'could not tell the other processes to clear their caches');
    }
  };

  private reloadReleases(): void {
    this.options
      .onReleases?.()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'could not read the section releases again'));
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.listen();
    }, this.wait);
    this.retryTimer.unref();
    this.wait = Math.min(this.wait * 2, 30_000);
  }

  private lost = (reason: unknown): void => {
    if (this.closed) return;
    this.options.log.warn({ err: reason }, 'cache clear listener lost; caching paused until it reconnects');
    this.options.cache.suspend();
    this.leading = false;
    const dead = this.client;
    this.client = undefined;
    void drop(dead);
    this.scheduleRetry();
  };

  private connection(): Client {
    const next = new Client({ connectionString: this.options.url });
    next.on('error', this.lost);
    next.on('end', () => this.lost(new Error('connection ended')));
    next.on('notification', (notification) => {
      if (notification.channel === RELEASES_CHANNEL) {
        this.reloadReleases();
        return;
      }
      const message = readClearPayload(notification.payload);
      if (message && message.origin !== this.origin) hear(message, this.options.cache, this.options.onMoments);
    });
    return next;
  }

  async listen(): Promise<void> {
    const next = this.connection();
    try {
      await next.connect();
      // One statement: the connection is known by it (pg_stat_activity shows the last one).
      await next.query(
        this.options.onReleases ? `listen ${CACHE_CHANNEL}; listen ${RELEASES_CHANNEL}` : `listen ${CACHE_CHANNEL}`,
      );
    } catch (error) {
      await drop(next);
      if (this.client === undefined) this.lost(error);
      return;
    }
    if (this.closed) {
      await next.end().catch(() => {});
      return;
    }
    this.client = next;
    this.wait = this.options.retryMs;
    await this.resumeWith();
  }

  /** Listening again: what was missed meanwhile is read again before anything is cached. */
  private async resumeWith(): Promise<void> {
    // Articles scheduled while this process could not hear the others: their moments are read again.
    try {
      await this.options.cache.reloadExpiries();
    } catch (error) {
      this.lost(error);
      return;
    }
    this.options.cache.resume();
    this.options.onMoments?.();
    // Releases changed while this process could not hear: read them again.
    this.reloadReleases();
  }

  async lead(): Promise<boolean> {
    const current = this.client;
    if (this.leading || !current) return this.leading;
    try {
      const result = await current.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
        MOMENT_LEADER_LOCK,
      ]);
      this.leading = this.client === current && result.rows[0]?.ok === true;
    } catch {
      this.leading = false;
    }
    return this.leading;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.leading = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const current = this.client;
    this.client = undefined;
    await drop(current);
  }
}

/** Starts listening (the cache suspended until the connection is up) and returns the bus. */
export async function startCacheBus({ retryMs = 500, ...options }: CacheBusOptions): Promise<CacheBus> {
  const bus = new Listener({ ...options, retryMs });
  options.cache.suspend();
  await bus.listen();
  return bus;
}
