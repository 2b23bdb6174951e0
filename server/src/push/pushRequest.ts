import webpush from 'web-push';
import { type EncryptJob, encryptRequest } from './encryptRequest';
import type { VapidKeys } from './vapidKeys';

/** Where a delivery goes and the keys its payload is encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps an undelivered push (seconds), and how urgently it wakes a phone. */
export interface PushDelivery {
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/** One HTTP request to a push service (RFC 8030): its address, headers and encrypted body. */
export interface PushHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** A VAPID token lasts 12 hours; one with less than an hour left is made anew. */
const TOKEN_LIFE_S = 12 * 3600;
const TOKEN_RENEW_S = 3600;

/**
 * Builds the requests of web push: the payload encrypted for each subscription (RFC 8291,
 * `aes128gcm`, by the web-push library) and signed for its push service with the site's VAPID key
 * (RFC 8292). A push service's token is signed once and reused until near its end (one signature
 * per push service, not per delivery). The encryption runs on the calling thread (`build`), or in
 * the encryption pool's threads, sent what `job` makes (pushEncryptPool.ts).
 */
export class PushRequests {
  private readonly tokens = new Map<string, { authorization: string; expires: number }>();

  constructor(
    private readonly keys: VapidKeys,
    private readonly contact: string,
    private readonly nowS: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** The site's public key (the browser's `applicationServerKey`). */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** The request to `target`'s push service, encrypted here on the calling thread. */
  build(target: PushTarget, payload: string, delivery: PushDelivery): PushHttpRequest {
    return { url: target.endpoint, ...encryptRequest(this.job(target, payload, delivery)) };
  }

  /** What encrypting the request takes (the VAPID header made here), for this thread or another. */
  job(target: PushTarget, payload: string, delivery: PushDelivery): EncryptJob {
    return { target, payload, delivery, authorization: this.authorization(new URL(target.endpoint).origin) };
  }

  /** `vapid t=<JWT>, k=<public key>` for a push service's origin (the token's audience). */
  private authorization(audience: string): string {
    const now = this.nowS();
    const kept = this.tokens.get(audience);
    if (kept && kept.expires - now > TOKEN_RENEW_S) return kept.authorization;
    const expires = now + TOKEN_LIFE_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.contact,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      expires,
    );
    this.tokens.set(audience, { authorization: Authorization, expires });
    return Authorization;
  }
}
