import type { ResponseCache } from './cache';
import type { PurgeOptions } from './purge';
import type { PurgeMoments } from './purgeMoments';

/** What a write that readers see changed: the one thing every write tells `afterWrite`. */
interface Written {
  /**
   * The keys of everything the write changed, in the shared cache's vocabulary (`xkey`: core/edgeKeys.ts,
   * api/edgeKeys.ts): `article:<id>`, `poll:<id>`, `list:<code>`, `missing`, `chrome`, `search`, `pages`…
   * Every cached answer, here, on the other processes and at the edge, that names one is dropped.
   */
  keys: Iterable<string>;
  /**
   * A later moment when what readers see changes again by itself because of this write (a scheduled
   * article's time, a ticker item's end): every process drops its answers then, and the edge is purged
   * of what that moment changes (purgeMoments.ts). A moment already past is ignored.
   */
  changesAt?: Date | number | null;
  /**
   * The write added, moved or removed such a moment (an article scheduled, or no longer): the coming
   * moments are read again. Implied by a `changesAt` still to come.
   */
  movesMoments?: boolean;
  /** Remove the edge's copies rather than mark them stale (a release: purge.ts's `hard`). */
  hard?: boolean;
}

/** Tells every other process which keys a write cleared (the cache bus: cacheBus.ts). */
export type Announce = (keys: readonly string[], expireAt?: number) => Promise<void>;

/**
 * After a write readers see has committed, before its answer: the one way a write clears and purges
 * what showed the old data. It never fails the write (a lost announcement or purge is logged where it is sent).
 */
export type AfterWrite = (written: Written) => Promise<void>;

export interface AfterWriteParts {
  cache: Pick<ResponseCache, 'clearKeys' | 'expireAt'>;
  /** Purges the shared caches in front (purge.ts): returns at once, never fails. */
  purge: (keys: Iterable<string>, options?: PurgeOptions) => void;
  moments: Pick<PurgeMoments, 'refresh'>;
}

const momentOf = (at: Date | number | null | undefined): number | undefined => {
  const ms = at instanceof Date ? at.getTime() : (at ?? undefined);
  return ms !== undefined && Number.isFinite(ms) && ms > Date.now() ? ms : undefined;
};

/**
 * The process's `afterWrite` (`writes.after`), and where the cache bus plugs in to hear of it
 * (`announceWith`). For the keys a write touched it (a) drops every answer of this process's read
 * cache naming one of them (pages, API answers, short answers; not the pages' states), (b) tells the
 * other processes the same keys, (c) purges the shared caches in front by them and (d) registers the
 * moment readers' view changes again by itself, if any: each process clears its cache then, and the
 * edge is purged of that moment's keys.
 */
export class Writes {
  private announce: Announce | undefined;

  constructor(private readonly parts: AfterWriteParts) {}

  /** How the other processes hear of writes made here (none when this process is alone). */
  announceWith(announce: Announce | undefined): void {
    this.announce = announce;
  }

  after: AfterWrite = async ({ keys, changesAt, movesMoments = false, hard = false }) => {
    const { cache, purge, moments } = this.parts;
    const names = [...new Set(keys)];
    const expireAt = momentOf(changesAt);
    if (names.length === 0 && expireAt === undefined) {
      if (movesMoments) moments.refresh();
      return;
    }
    if (expireAt !== undefined) cache.expireAt(expireAt);
    cache.clearKeys(names);
    await this.announce?.(names, expireAt);
    purge(names, { hard });
    if (movesMoments || expireAt !== undefined) moments.refresh();
  };
}
