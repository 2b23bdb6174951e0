import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type ShortAnswer, ShortCache } from './shortCache';

/**
 * Groups of cached answers; a write clears the groups it can change. `states` (a page's results,
 * named by their content: pages/pageState.ts) are never wrong for the page that names them, so no
 * write clears them: they leave only as the least recently used.
 */
export type CacheGroup = 'content' | 'polls' | 'pages' | 'states';

/** One ready-to-send answer: the bytes, their ETag and lazily made compressed copies. */
export interface CachedBody {
  body: Buffer;
  /** The same answer as text (compressed copies are made from it). */
  text: string;
  etag: string;
  contentType: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** What the answer shows, named for the shared cache in front (`xkey`, edgeKeys.ts): a write purges by them. */
  keys?: readonly string[];
  /** An answer kept with this one, for as long (a page's query results: pages/pageState.ts). */
  beside?: { key: string; body: CachedBody };
  /** When a page carrying a signed beacon token was made (its token ages: composition/pageComposition.ts). */
  madeAt?: number;
}

export type Encoding = 'br' | 'gzip';

/** Smaller answers are not worth compressing. */
export const COMPRESS_THRESHOLD = 1024;

export function makeBody(text: string, contentType: string): CachedBody {
  const body = Buffer.from(text, 'utf8');
  const etag = `W/"${createHash('sha1').update(text, 'utf8').digest('base64url')}"`;
  return { body, text, etag, contentType, encoded: {} };
}

/** The compressed copy for `encoding`, made once per cached answer. */
export function encodedBody(entry: CachedBody, encoding: Encoding): Buffer {
  let buf = entry.encoded[encoding];
  if (!buf) {
    buf =
      encoding === 'br'
        ? brotliCompressSync(entry.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(entry.text, { level: 6 });
    entry.encoded[encoding] = buf;
  }
  return buf;
}

/** Bytes an entry is counted for: its key, its body and room for the compressed copies made of it. */
function entrySize(key: string, value: CachedBody): number {
  return key.length * 2 + value.body.length * 2 + value.text.length * 2 + 256;
}

interface Entry {
  group: CacheGroup;
  value: CachedBody;
  expiresAt: number;
  size: number;
}

/** Tells the other server processes which groups a write cleared (see cacheBus.ts). */
export type ClearPublisher = (groups: CacheGroup[], expireAt?: number) => Promise<void>;

/** Every group a write can change: a scheduled article's time clears all of them (lists, pages, poll pages' sidebars). */
export const ALL_GROUPS: CacheGroup[] = ['content', 'polls', 'pages'];

/**
 * An in-memory cache of read answers keyed by request path. Content changes only through writes
 * (votes, the newsroom) and scheduled moments, so writes clear it (by group), here and, through the
 * publisher, on every other process, and a scheduled moment clears it when the clock reaches it. It keeps
 * at most `maxBytes`: the least recently used answers go first, so busy pages stay while junk
 * addresses asked once fall out. `ttlMs` (READ_CACHE_TTL_MS) optionally bounds any entry's age.
 */
export class ResponseCache {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private version = 0;
  private bytes = 0;
  private suspended = false;
  private publisher: ClearPublisher | undefined;
  /**
   * Moments (ms) when what readers see changes by itself (a scheduled article appears), soonest
   * first: once the clock passes one, everything cached before it is dropped.
   */
  private expiries: number[] = [];
  private expirySource: (() => Promise<number[]>) | undefined;
  /** Missing pages and pages' other addresses: kept briefly, apart, cleared with the groups they read. */
  readonly short = new ShortCache();
  /** Reads found here, and not (the metrics' read cache hits and misses). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly ttlMs = 0,
  ) {}

  get(key: string): CachedBody | undefined {
    this.passExpiries();
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) {
      this.bytes -= entry.size;
      this.misses += 1;
      return undefined;
    }
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.value;
  }

  /** Take before reading the database; `set` ignores answers read before a later clear. */
  stamp(): number {
    this.passExpiries();
    return this.version;
  }

  set(key: string, group: CacheGroup, value: CachedBody, stamp = this.version): CachedBody {
    // An answer read before an expiry that has since passed fails the stamp check below.
    this.passExpiries();
    if (stamp !== this.version || this.suspended) return value;
    this.remove(key);
    const size = entrySize(key, value);
    if (size > this.maxBytes) return value;
    const expiresAt = this.ttlMs > 0 ? Date.now() + this.ttlMs : Number.POSITIVE_INFINITY;
    this.entries.set(key, { group, value, expiresAt, size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return value;
  }

  /** A kept short answer (shortCache.ts); none while other processes' writes cannot be heard. */
  getShort(key: string): ShortAnswer | undefined {
    this.passExpiries();
    return this.suspended ? undefined : this.short.get(key);
  }

  /** Keeps a short answer read after `stamp` was taken, unless a clear has come since. */
  setShort(key: string, group: CacheGroup, answer: ShortAnswer, stamp: number): void {
    this.passExpiries();
    if (stamp === this.version && !this.suspended) this.short.set(key, group, answer);
  }

  /** After a write: clears `groups` here and tells the other processes to do the same. */
  async clearGroup(...groups: CacheGroup[]): Promise<void> {
    this.clearLocal(groups);
    await this.publisher?.(groups);
  }

  /**
   * After a write that changes what readers see at a later moment (an article scheduled for
   * `expireAt`): clears `groups` now, everywhere, and every group again once `expireAt` has come.
   */
  async clearUntil(groups: CacheGroup[], expireAt: number | undefined): Promise<void> {
    if (expireAt !== undefined) this.expireAt(expireAt);
    this.clearLocal(groups);
    await this.publisher?.(groups, expireAt);
  }

  /** Drop every answer once the clock reaches `at` (ms); moments already past are ignored. */
  expireAt(at: number): void {
    if (!Number.isFinite(at) || at <= Date.now() || this.expiries.includes(at)) return;
    this.expiries.push(at);
    this.expiries.sort((a, b) => a - b);
  }

  /** Where the moments of `expireAt` come from after a restart or a lost listening connection. */
  setExpirySource(source: (() => Promise<number[]>) | undefined): void {
    this.expirySource = source;
  }

  /** Reads the coming moments again (a process that could not hear the others may have missed some). */
  async reloadExpiries(): Promise<void> {
    const moments = (await this.expirySource?.()) ?? [];
    for (const at of moments) this.expireAt(at);
  }

  private passExpiries(): void {
    const now = Date.now();
    let passed = false;
    while (this.expiries.length > 0 && this.expiries[0]! <= now) {
      this.expiries.shift();
      passed = true;
    }
    if (passed) this.clearLocal(ALL_GROUPS);
  }

  /** Clears `groups` in this process only (another process's write, or a test). */
  clearLocal(groups: CacheGroup[]): void {
    this.version += 1;
    for (const [key, entry] of this.entries) if (groups.includes(entry.group)) this.remove(key);
    this.short.clearGroups(groups);
  }

  /** The text of every kept answer (what an operator or a test may look through). */
  *texts(): IterableIterator<[key: string, text: string]> {
    for (const [key, entry] of this.entries) yield [key, entry.value.text];
  }

  clear(): void {
    this.version += 1;
    this.entries.clear();
    this.bytes = 0;
    this.short.clear();
  }

  /** How other processes learn of this one's writes. */
  setPublisher(publisher: ClearPublisher | undefined): void {
    this.publisher = publisher;
  }

  /**
   * While other processes' writes cannot be heard (the listening connection is down), nothing is
   * cached and nothing cached is served: every answer comes from the database.
   */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.suspended = false;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes counted for the entries held (never above maxBytes). */
  get byteSize(): number {
    return this.bytes;
  }
}
