import type { KeyedBody } from './cache';
import { KeyIndex } from './keyIndex';

/**
 * A short-lived answer: a missing page (404) or a page's other address (301 to its own), each with
 * the keys of what it shows (edgeKeys.ts): a write naming one of them clears it.
 */
export type ShortAnswer = { status: 404; body: KeyedBody } | { status: 301; location: string; keys: readonly string[] };

interface ShortEntry {
  answer: ShortAnswer;
  keys: readonly string[];
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

const keysOf = (answer: ShortAnswer): readonly string[] => [
  ...new Set(answer.status === 404 ? answer.body.keys : answer.keys),
];

function sizeOf(key: string, answer: ShortAnswer, keys: readonly string[]): number {
  const bytes =
    answer.status === 404 ? answer.body.body.length * 2 + answer.body.text.length * 2 : answer.location.length * 2;
  return key.length * 2 + bytes + keys.reduce((sum, name) => sum + name.length * 2 + 64, 0) + 256;
}

/**
 * Answers for addresses anyone can make up — unknown subjects, other spellings of a page's subject
 * — kept apart from the page cache, briefly and in a small budget of their own, so a flood of them
 * neither renders every time nor pushes real pages out. Cleared by key with the page cache.
 */
export class ShortCache {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, ShortEntry>();
  private readonly index = new KeyIndex();
  private bytes = 0;

  constructor(
    private readonly limits: ShortCacheLimits = SHORT_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): ShortAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.forget(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: ShortAnswer): void {
    this.remove(key);
    const keys = keysOf(answer);
    const size = sizeOf(key, answer, keys);
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, { answer, keys, expiresAt: this.now() + this.limits.ttlMs, size });
    this.index.add(key, keys);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.remove(oldest);
    }
  }

  /** Drops every answer naming one of `keys`. */
  clearKeys(keys: Iterable<string>): void {
    for (const key of this.index.namingAny(keys)) this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.index.clear();
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
    this.forget(key, entry);
  }

  /** The entry is out of the map already: its bytes and its keys go too. */
  private forget(key: string, entry: ShortEntry): void {
    this.index.remove(key, entry.keys);
    this.bytes -= entry.size;
  }
}
