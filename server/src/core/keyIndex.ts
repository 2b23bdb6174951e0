import { PAGES_KEY } from './edgeKeys';

/**
 * Keys the read cache does not clear by. PAGES_KEY names every page for the edge, whose copies of a
 * page do not vary by build, so a release removes them there. Here a page is kept under the builds it
 * was made with (pages/stages/cache.ts's key): after a release it is no longer asked for, and one kept
 * under the builds a rollback brings back is right again, so a rollback costs no render.
 */
const EDGE_ONLY_KEYS: ReadonlySet<string> = new Set([PAGES_KEY]);

/**
 * Which cached answers name each key (edgeKeys.ts): a write's keys find the answers to clear
 * without looking through every answer kept.
 */
export class KeyIndex {
  private readonly holders = new Map<string, Set<string>>();

  /** Notes that the answer kept under `entry` names `keys`. */
  add(entry: string, keys: readonly string[]): void {
    for (const key of keys) {
      if (EDGE_ONLY_KEYS.has(key)) continue;
      let set = this.holders.get(key);
      if (!set) {
        set = new Set();
        this.holders.set(key, set);
      }
      set.add(entry);
    }
  }

  /** Forgets the answer kept under `entry` (it named `keys`). */
  remove(entry: string, keys: readonly string[]): void {
    for (const key of keys) {
      const set = this.holders.get(key);
      if (!set) continue;
      set.delete(entry);
      if (set.size === 0) this.holders.delete(key);
    }
  }

  /** The entries naming any of `keys`. */
  namingAny(keys: Iterable<string>): Set<string> {
    const found = new Set<string>();
    for (const key of keys) for (const entry of this.holders.get(key) ?? []) found.add(entry);
    return found;
  }

  clear(): void {
    this.holders.clear();
  }
}
