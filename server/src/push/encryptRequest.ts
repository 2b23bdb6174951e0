import webpush from 'web-push';
import type { PushDelivery, PushTarget } from './pushRequest';

/** What a request's encryption needs: the subscription, the text, its delivery and the push service's VAPID header. */
export interface EncryptJob {
  target: PushTarget;
  payload: string;
  delivery: PushDelivery;
  /** `vapid t=<JWT>, k=<public key>` for the endpoint's origin (signed once per push service, not here). */
  authorization: string;
}

/** A request's headers (lower-case names) and encrypted body. */
export interface EncryptedRequest {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The payload encrypted for one subscription (RFC 8291, `aes128gcm`, by the web-push library: an
 * ECDH with a fresh key pair, HKDF, AES-GCM) and the headers of its request. Runs on the main thread
 * (PUSH_ENCRYPT_THREADS=0) or in the encryption pool's threads (pushEncryptWorker.ts).
 */
export function encryptRequest({ target, payload, delivery, authorization }: EncryptJob): EncryptedRequest {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      TTL: delivery.ttl,
      urgency: delivery.urgency,
      contentEncoding: 'aes128gcm',
      vapidDetails: null as never,
      headers: { Authorization: authorization },
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name.toLowerCase()] = String(value);
  return { headers, body: details.body };
}
