import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { KeyIndex } from './keyIndex';
import { type ShortAnswer, ShortCache } from './shortCache';

/** One ready-to-send answer: the bytes, their ETag and lazily made compressed copies. */
export interface CachedBody {
  body: Buffer;
  /** The same answer as text (compressed copies are made from it). */
  text: string;
  etag: string;
  contentType: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * What the answer shows, named for the shared cache in front (`xkey`, edgeKeys.ts) and for the read
   * cache: a write (core/afterWrite.ts) clears and purges every answer naming one of its keys.
   */
  keys?: readonly string[];
  /** An answer kept with this one, for as long (a page's query results: pages/pageState.ts). */
  beside?: { key: string; body: CachedBody };
  /** When a page carrying a signed beacon token was made (its token ages: composition/pageComposition.ts). */
  madeAt?: number;
}

/** An answer the read cache keeps: it names what it shows, so that a write naming one of those keys clears it. */
export type KeyedBody = CachedBody & { keys: readonly string[] };

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

/** Bytes an entry is counted for: its key, its body, room for the compressed copies made of it, its keys' index. */
function entrySize(key: string, value: CachedBody, keys: readonly string[]): number {
  const indexed = keys.reduce((sum, name) => sum + name.length * 2 + 64, 0);
  return key.length * 2 + value.body.length * 2 + value.text.length * 2 + indexed + 256;
}

interface Entry {
  value: CachedBody;
  /** The keys it is cleared by, each once. */
  keys: readonly string[];
  /** A page's state (pages/pageState.ts): no write clears it. */
  lasting: boolean;
  expiresAt: number;
  size: number;
}

/**
 * An in-memory cache of read answers keyed by request path. Content changes only through writes
 * (votes, the newsroom, releases) and scheduled moments. Every answer kept names what it shows
 * (`keys`, the edge's vocabulary: edgeKeys.ts); a write clears the answers naming its keys, here and,
 * through the cache bus, on every other process (core/afterWrite.ts), and a scheduled moment clears
 * every answer when the clock reaches it. It keeps at most `maxBytes`: the least recently used answers
 * go first, so busy pages stay while junk addresses asked once fall out. `ttlMs` (READ_CACHE_TTL_MS)
 * optionally bounds any entry's age.
 */
export class ResponseCache {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly index = new KeyIndex();
  private version = 0;
  private bytes = 0;
  private suspended = false;
  /**
   * Moments (ms) when what readers see changes by itself (a scheduled article appears), soonest
   * first: once the clock passes one, everything cached before it is dropped.
   */
  private expiries: number[] = [];
  private expirySource: (() => Promise<number[]>) | undefined;
  /** Missing pages and pages' other addresses: kept briefly, apart, cleared by the keys they name. */
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
      this.forget(key, entry);
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

  /** Keeps an answer read after `stamp` was taken, unless a clear has come since; cleared by its keys. */
  set(key: string, value: KeyedBody, stamp = this.version): KeyedBody {
    // An answer read before an expiry that has since passed fails the stamp check below.
    this.passExpiries();
    if (stamp !== this.version) return value;
    this.keep(key, value, [...new Set(value.keys)], false);
    return value;
  }

  /**
   * Keeps a page's state (pages/pageState.ts) whatever writes come: named by its content, it is never
   * wrong for the page that names it. It leaves only as the least recently used.
   */
  setLasting(key: string, value: CachedBody): void {
    this.passExpiries();
    this.keep(key, value, [], true);
  }

  private keep(key: string, value: CachedBody, keys: readonly string[], lasting: boolean): void {
    if (this.suspended) return;
    this.remove(key);
    const size = entrySize(key, value, keys);
    if (size > this.maxBytes) return;
    const expiresAt = this.ttlMs > 0 ? Date.now() + this.ttlMs : Number.POSITIVE_INFINITY;
    this.entries.set(key, { value, keys, lasting, expiresAt, size });
    this.index.add(key, keys);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** A kept short answer (shortCache.ts); none while other processes' writes cannot be heard. */
  getShort(key: string): ShortAnswer | undefined {
    this.passExpiries();
    return this.suspended ? undefined : this.short.get(key);
  }

  /** Keeps a short answer read after `stamp` was taken, unless a clear has come since. */
  setShort(key: string, answer: ShortAnswer, stamp: number): void {
    this.passExpiries();
    if (stamp === this.version && !this.suspended) this.short.set(key, answer);
  }

  /**
   * Drops every answer naming one of `keys`, in this process only: a write's own clear is
   * core/afterWrite.ts's, which also tells the other processes; the cache bus calls this for theirs.
   */
  clearKeys(keys: Iterable<string>): void {
    this.version += 1;
    const names = [...keys];
    for (const key of this.index.namingAny(names)) this.remove(key);
    this.short.clearKeys(names);
  }

  /** Drops every answer a write can change (not the pages' states), in this process only. */
  clearAnswers(): void {
    this.version += 1;
    for (const [key, entry] of this.entries) if (!entry.lasting) this.remove(key);
    this.short.clear();
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
    if (passed) this.clearAnswers();
  }

  /** The text of every kept answer (what an operator or a test may look through). */
  *texts(): IterableIterator<[key: string, text: string]> {
    for (const [key, entry] of this.entries) yield [key, entry.value.text];
  }

  clear(): void {
    this.version += 1;
    this.entries.clear();
    this.index.clear();
    this.bytes = 0;
    this.short.clear();
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
    this.forget(key, entry);
  }

  /** The entry is out of the map already: its bytes and its keys go too. */
  private forget(key: string, entry: Entry): void {
    this.index.remove(key, entry.keys);
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
