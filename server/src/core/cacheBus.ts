import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { CacheGroup, ResponseCache } from './cache';
import type { Db } from './db/client';

/** The PostgreSQL channel on which processes announce the cache groups a write cleared. */
const CACHE_CHANNEL = 'janmat_cache_clear';
/** The channel on which a process announces that a section's release changed (releases/registryStore.ts). */
export const RELEASES_CHANNEL = 'janmat_releases';

interface ClearMessage {
  origin: string;
  groups: CacheGroup[];
  /** A scheduled article's time (ms): every process drops its cached answers again then. */
  expireAt?: number;
}

export interface CacheBus {
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

function parseMessage(payload: string | undefined): ClearMessage | undefined {
  try {
    const message = JSON.parse(payload ?? '') as ClearMessage;
    return typeof message.origin === 'string' && Array.isArray(message.groups) ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the read caches of every process on one PostgreSQL database in step: a write sends
 * NOTIFY (after its own commit, before its answer), and every other process, LISTENing on a
 * connection of its own, clears the same groups as soon as it arrives (milliseconds later). While
 * that connection is down the cache is suspended, so no stale answer is served; reconnected, it
 * starts empty.
 */
export async function startCacheBus({
  url,
  db,
  cache,
  log,
  retryMs = 500,
  onMoments,
  onReleases,
}: CacheBusOptions): Promise<CacheBus> {
  const origin = randomUUID();
  let client: Client | undefined;
  let leading = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let wait = retryMs;

  cache.setPublisher(async (groups, expireAt) => {
    const message: ClearMessage = { origin, groups, ...(expireAt === undefined ? {} : { expireAt }) };
    try {
      await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(message)})`);
    } catch (error) {
      // The write itself is done; other processes may show the old answer until their next clear.
      log.error({ err: error }, 'could not tell the other processes to clear their caches');
    }
  });

  const reloadReleases = () => {
    onReleases?.().catch((error: unknown) => log.error({ err: error }, 'could not read the section releases again'));
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, wait);
    retryTimer.unref();
    wait = Math.min(wait * 2, 30_000);
  };

  const lost = (reason: unknown) => {
    if (closed) return;
    log.warn({ err: reason }, 'cache clear listener lost; caching paused until it reconnects');
    cache.suspend();
    leading = false;
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    dead?.end().catch(() => {});
    scheduleRetry();
  };

  async function listen(): Promise<void> {
    const next = new Client({ connectionString: url });
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    next.on('notification', (notification) => {
      if (notification.channel === RELEASES_CHANNEL) {
        reloadReleases();
        return;
      }
      const message = parseMessage(notification.payload);
      if (!message || message.origin === origin) return;
      if (typeof message.expireAt === 'number') {
        cache.expireAt(message.expireAt);
        onMoments?.();
      }
      cache.clearLocal(message.groups);
    });
    try {
      await next.connect();
      // One statement: the connection is known by it (pg_stat_activity shows the last one).
      await next.query(onReleases ? `listen ${CACHE_CHANNEL}; listen ${RELEASES_CHANNEL}` : `listen ${CACHE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (client === undefined) lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    wait = retryMs;
    // Articles scheduled while this process could not hear the others: their moments are read again
    // before anything is cached.
    try {
      await cache.reloadExpiries();
    } catch (error) {
      lost(error);
      return;
    }
    cache.resume();
    onMoments?.();
    // Releases changed while this process could not hear: read them again.
    reloadReleases();
  }

  cache.suspend();
  await listen();
  return {
    async lead() {
      const current = client;
      if (leading || !current) return leading;
      try {
        const result = await current.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
          MOMENT_LEADER_LOCK,
        ]);
        leading = client === current && result.rows[0]?.ok === true;
      } catch {
        leading = false;
      }
      return leading;
    },
    async close() {
      closed = true;
      leading = false;
      if (retryTimer) clearTimeout(retryTimer);
      cache.setPublisher(undefined);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
