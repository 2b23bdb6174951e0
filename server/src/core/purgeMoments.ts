import type { FastifyBaseLogger } from 'fastify';

/** A moment when what readers see changes by itself (a scheduled article appears, a ticker item ends), with what it changes. */
export interface PurgeMoment {
  /** ms since the epoch */
  at: number;
  keys: readonly string[];
}

/** setTimeout's longest wait; a later moment is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export interface PurgeMomentsOptions {
  purge: (keys: readonly string[]) => void;
  /**
   * Whether this process sends the purges of moments: with several processes on one PostgreSQL
   * database exactly one does (cacheBus.ts holds an advisory lock for it), so each moment is purged once.
   */
  lead: () => Promise<boolean>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Purges the shared caches at the moments readers' pages change without a write: a scheduled
 * article's time, a ticker item's end. Every process knows the coming moments (read from the
 * database at start, and again after each write that schedules one, here or on another process);
 * when one comes, only the leading process purges.
 */
export class PurgeMoments {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private moments = new Map<number, readonly string[]>();
  private source: (() => Promise<PurgeMoment[]>) | undefined;
  private closed = false;

  constructor(private readonly options: PurgeMomentsOptions) {}

  /** Where the coming moments are read from (the newsroom's scheduled articles and ticker ends). */
  setSource(source: (() => Promise<PurgeMoment[]>) | undefined): void {
    this.source = source;
  }

  /** Reads the coming moments again: after a start, a lost connection, or a write that scheduled one. */
  async reload(): Promise<void> {
    const moments = (await this.source?.()) ?? [];
    const next = new Map<number, string[]>();
    // A moment already past was purged when it came (or before this process started).
    const now = Date.now();
    for (const { at, keys } of moments) if (at > now) next.set(at, [...(next.get(at) ?? []), ...keys]);
    this.moments = next;
    for (const [at, timer] of this.timers) {
      if (!next.has(at)) {
        clearTimeout(timer);
        this.timers.delete(at);
      }
    }
    for (const at of next.keys()) this.arm(at);
  }

  /** `reload`, its failure logged: for callers that must not wait or fail. */
  refresh(): void {
    this.reload().catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'could not read the coming scheduled moments to purge'),
    );
  }

  /** The moments waited for (tests). */
  get coming(): number[] {
    return [...this.moments.keys()].sort((a, b) => a - b);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(at: number): void {
    if (this.closed || this.timers.has(at)) return;
    const delay = Math.max(0, at - Date.now());
    const timer = setTimeout(
      () => {
        this.timers.delete(at);
        if (at > Date.now()) this.arm(at);
        else void this.fire(at);
      },
      Math.min(delay, LONGEST_WAIT_MS),
    );
    timer.unref();
    this.timers.set(at, timer);
  }

  private async fire(at: number): Promise<void> {
    const keys = this.moments.get(at);
    this.moments.delete(at);
    if (!keys || keys.length === 0) return;
    try {
      if (await this.options.lead()) this.options.purge(keys);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not purge a scheduled moment');
    }
  }
}
