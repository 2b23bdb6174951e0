import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Groups of cached answers; a write clears the groups it can change. */
export type CacheGroup = 'content' | 'polls' | 'pages';

/** One ready-to-send answer: the bytes, their ETag and lazily made compressed copies. */
export interface CachedBody {
  body: Buffer;
  /** The same answer as text (compressed copies are made from it). */
  text: string;
  etag: string;
  contentType: string;
  encoded: Partial<Record<Encoding, Buffer>>;
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

/**
 * An in-memory cache of read answers keyed by request path. Content never changes at run time,
 * so writes clear it (by group). Oldest entries go first once `maxEntries` is reached. With several
 * server processes, `ttlMs` (READ_CACHE_TTL_MS) bounds how long another process's votes stay unseen.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { group: CacheGroup; value: CachedBody; expiresAt: number }>();
  private version = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 0,
  ) {}

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Take before reading the database; `set` ignores answers read before a later clear. */
  stamp(): number {
    return this.version;
  }

  set(key: string, group: CacheGroup, value: CachedBody, stamp = this.version): CachedBody {
    if (stamp !== this.version) return value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, {
      group,
      value,
      expiresAt: this.ttlMs > 0 ? Date.now() + this.ttlMs : Number.POSITIVE_INFINITY,
    });
    return value;
  }

  clearGroup(...groups: CacheGroup[]): void {
    this.version += 1;
    for (const [key, entry] of this.entries) if (groups.includes(entry.group)) this.entries.delete(key);
  }

  clear(): void {
    this.version += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
