import type { FastifyBaseLogger } from 'fastify';
import { keysHeader, uniqueKeys } from './edgeKeys';

/** The header Varnish's xkey vmod reads on a PURGE: every object naming one of the keys goes stale (kept in grace). */
const SOFT_PURGE_HEADER = 'xkey-softpurge';
/** The same, but the objects go at once: what must never be served again, not even stale. */
const HARD_PURGE_HEADER = 'xkey-purge';

export interface PurgeOptions {
  /**
   * Remove the copies instead of marking them stale (a release: a page naming the old builds must not
   * be served once more while the new one is fetched).
   */
  hard?: boolean;
}

/** Waits before the second, third and fourth try of a purge that failed. */
const PURGE_RETRY_DELAYS_MS: readonly number[] = [100, 400, 1_600];

/** How long after a purge it is sent again when several processes serve the site (EdgePurgerOptions.echoMs). */
export const PURGE_ECHO_MS = 1_000;

/** A cache that does not answer within this is counted as a failed try. */
const PURGE_TIMEOUT_MS = 2_000;

/** Purges sent to the caches (each PURGE request acknowledged with 200) and given up after every retry. */
export interface PurgeCounts {
  sent: number;
  failed: number;
  /** Tries that failed and were tried again. */
  retried: number;
}

export interface EdgePurgerOptions {
  /** Base URLs of the caches (EDGE_PURGE_URLS). */
  urls: readonly string[];
  log: Pick<FastifyBaseLogger, 'warn'>;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  /**
   * When several processes serve the site, each purge is sent again this long after (0: never). The
   * first purge can reach the edge before another process has heard of the write and dropped its
   * own copy (the cache bus): the edge would fetch the old page from it again and keep it for
   * s-maxage. The second purge comes after every process has dropped it.
   */
  echoMs?: number;
}

interface Queue {
  pending: Set<string>;
  /** Keys to remove outright (PurgeOptions.hard), sent before the others. */
  hard: Set<string>;
  running: Promise<void> | undefined;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Soft-purges the shared caches in front (docs/deploy.md, "The edge"): `PURGE <base>/` with the keys
 * in `xkey-softpurge`. A write calls `purge` and goes on: nothing here blocks or fails it. Each cache
 * has one purge in flight at a time; keys asked for meanwhile go together in the next one (a burst of
 * votes on one poll is one or two purges, not thousands). A failed try is retried after 100 ms,
 * 400 ms and 1.6 s, then logged and counted (`counts`).
 */
export class EdgePurger {
  readonly counts: PurgeCounts = { sent: 0, failed: 0, retried: 0 };
  private readonly queues: Map<string, Queue>;
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly echoes = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly options: EdgePurgerOptions) {
    this.queues = new Map(
      options.urls.map((url) => [url, { pending: new Set(), hard: new Set(), running: undefined }]),
    );
    this.retryDelaysMs = options.retryDelaysMs ?? PURGE_RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? PURGE_TIMEOUT_MS;
  }

  /** Asks every cache to drop what names one of `keys` (and again after `echoMs`); returns at once. */
  purge = (keys: Iterable<string>, { hard = false }: PurgeOptions = {}): void => {
    const clean = uniqueKeys(keys);
    if (clean.length === 0) return;
    this.enqueue(clean, hard);
    const echoMs = this.options.echoMs ?? 0;
    if (echoMs <= 0 || this.queues.size === 0) return;
    const echo = setTimeout(() => {
      this.echoes.delete(echo);
      this.enqueue(clean, hard);
    }, echoMs);
    echo.unref();
    this.echoes.add(echo);
  };

  /** Sends no more echoes (the server is closing); purges already asked for still go. */
  stop(): void {
    for (const echo of this.echoes) clearTimeout(echo);
    this.echoes.clear();
  }

  private enqueue(keys: readonly string[], hard: boolean): void {
    for (const [url, queue] of this.queues) {
      for (const key of keys) (hard ? queue.hard : queue.pending).add(key);
      queue.running ??= this.drain(url, queue);
    }
  }

  /** Resolves once every purge asked for so far has been acknowledged or given up. */
  async idle(): Promise<void> {
    for (;;) {
      const running = [...this.queues.values()].flatMap((queue) => (queue.running ? [queue.running] : []));
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  /** `idle`, or `ms` later if the caches are slow to answer (a release waits this long for the edge at most). */
  idleWithin = (ms: number): Promise<void> => Promise.race([this.idle(), wait(ms)]);

  private async drain(url: string, queue: Queue): Promise<void> {
    // Let the writes of this moment add their keys first.
    await Promise.resolve();
    while (queue.hard.size > 0 || queue.pending.size > 0) {
      const hard = queue.hard.size > 0;
      const batch = takeBatch(hard ? queue.hard : queue.pending);
      await this.send(url, batch, hard ? HARD_PURGE_HEADER : SOFT_PURGE_HEADER);
    }
    queue.running = undefined;
  }

  private async send(url: string, keys: string, header: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const problem = await this.tryOnce(url, keys, header);
      if (problem === undefined) {
        this.counts.sent += 1;
        return;
      }
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined) {
        this.counts.failed += 1;
        this.options.log.warn(
          { cache: url, keys, problem },
          'purge failed: the cache may show old answers until they expire',
        );
        return;
      }
      this.counts.retried += 1;
      await wait(delay);
    }
  }

  /** One PURGE: undefined when the cache acknowledged it, else what went wrong. */
  private async tryOnce(url: string, keys: string, header: string): Promise<string | undefined> {
    try {
      const res = await fetch(`${url}/`, {
        method: 'PURGE',
        headers: { [header]: keys },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.arrayBuffer();
      return res.status === 200 ? undefined : `status ${res.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}

/** Pending keys that fit one header (keysHeader's limit), taken out of `pending`. */
function takeBatch(pending: Set<string>): string {
  const header = keysHeader(pending);
  const taken = header.split(' ');
  // keysHeader keeps every key that is not an article's: past its limit the rest wait for the next batch.
  for (const key of taken) pending.delete(key);
  return header;
}
