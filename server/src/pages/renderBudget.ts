import { addressKey } from '../core/http/connectionLimits';

interface Bucket {
  tokens: number;
  at: number;
}

/** Addresses remembered at most; a full bucket is the same as none, so those go first. */
const MAX_ADDRESSES = 10_000;

/**
 * Renders of pages the cache did not hold, per visitor address (IPv6: its /64): a bucket of
 * `perMinute` renders that refills by `perMinute` a minute. Cached pages, redirects and kept 404s
 * cost nothing. `take` answers 0 when a render may go ahead, else the milliseconds until one may.
 */
export class RenderBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(ip: string): number {
    if (this.perMinute <= 0) return 0;
    const key = addressKey(ip);
    const now = this.now();
    const msPerToken = 60_000 / this.perMinute;
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    const tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) / msPerToken);
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) * msPerToken);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_ADDRESSES) this.forgetOldest();
    return 0;
  }

  get addresses(): number {
    return this.buckets.size;
  }

  /** The least recently seen address goes (its bucket has refilled the longest). */
  private forgetOldest(): void {
    const oldest = this.buckets.keys().next().value;
    if (oldest !== undefined) this.buckets.delete(oldest);
  }
}
