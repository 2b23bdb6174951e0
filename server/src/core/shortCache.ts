import type { CachedBody, CacheGroup } from './cache';

/** A short-lived answer: a missing page (404) or a page's other address (301 to its own). */
export type ShortAnswer =
  | { status: 404; body: CachedBody }
  | { status: 301; location: string; keys?: readonly string[] };

interface ShortEntry {
  group: CacheGroup;
  answer: ShortAnswer;
  expiresAt: number;
  size: number;
}

/** How long a short answer is kept, how many and how many bytes at most. */
export interface ShortCacheLimits {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

const SHORT_CACHE_LIMITS: ShortCacheLimits = { ttlMs: 30_000, maxEntries: 500, maxBytes: 8 * 1024 * 1024 };

function sizeOf(key: string, answer: ShortAnswer): number {
  const bytes =
    answer.status === 404 ? answer.body.body.length * 2 + answer.body.text.length * 2 : answer.location.length * 2;
  return key.length * 2 + bytes + 256;
}

/**
 * Answers for addresses anyone can make up — unknown subjects, other spellings of a page's subject
 * — kept apart from the page cache, briefly and in a small budget of their own, so a flood of them
 * neither renders every time nor pushes real pages out. Cleared by group with the page cache.
 */
export class ShortCache {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, ShortEntry>();
  private bytes = 0;

  constructor(
    private readonly limits: ShortCacheLimits = SHORT_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): ShortAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    return entry.answer;
  }

  set(key: string, group: CacheGroup, answer: ShortAnswer): void {
    this.remove(key);
    const size = sizeOf(key, answer);
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, { group, answer, expiresAt: this.now() + this.limits.ttlMs, size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.remove(oldest);
    }
  }

  clearGroups(groups: CacheGroup[]): void {
    for (const [key, entry] of this.entries) if (groups.includes(entry.group)) this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
