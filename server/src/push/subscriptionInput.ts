import { ECDH } from 'node:crypto';
import type { PushSubscriptionInput, PushSubscriptionRenewal } from '@janmat/shared/contracts';
import { isPushServiceAddress, type PushServiceOrigin } from '../core/config/push';
import { PUSH_MESSAGES as M } from './pushMessages';

/** Longest endpoint taken (the vendors' are a few hundred characters). */
export const MAX_ENDPOINT = 1024;
/** Most topics one subscription may follow. */
const MAX_TOPICS = 100;
const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; errors?: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bytes of a base64url text, or undefined when it is not one. */
function base64url(value: unknown): Buffer | undefined {
  return typeof value === 'string' && value.length <= 200 && B64URL.test(value)
    ? Buffer.from(value.replace(/=+$/, ''), 'base64url')
    : undefined;
}

/** A point on P-256 in its uncompressed form (0x04, x, y): converting it fails for any other. */
function isP256Point(bytes: Buffer | undefined): boolean {
  if (bytes?.length !== 65 || bytes[0] !== 4) return false;
  try {
    ECDH.convertKey(new Uint8Array(bytes), 'prime256v1', undefined, undefined, 'compressed');
    return true;
  } catch {
    return false;
  }
}

/** The endpoint at an allowed push service, or the reason it is refused (under `field`: `endpoint`, `replaces`). */
function checkedEndpoint(value: unknown, origins: readonly PushServiceOrigin[], field = 'endpoint'): Checked<string> {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ENDPOINT)
    return { ok: false, message: M.notASubscription, errors: { [field]: M.notASubscription } };
  if (!isPushServiceAddress(value, origins))
    return { ok: false, message: M.endpointNotAllowed, errors: { [field]: M.endpointNotAllowed } };
  return { ok: true, value };
}

/** The subscription's keys: p256dh a P-256 point, auth 16 bytes. */
function checkedKeys(keys: unknown): Checked<PushSubscriptionInput['keys']> {
  if (!isRecord(keys) || Object.keys(keys).some((key) => key !== 'p256dh' && key !== 'auth'))
    return { ok: false, message: M.notASubscription, errors: { keys: M.notASubscription } };
  if (!isP256Point(base64url(keys.p256dh)))
    return { ok: false, message: M.badP256dh, errors: { 'keys.p256dh': M.badP256dh } };
  if (base64url(keys.auth)?.length !== 16) return { ok: false, message: M.badAuth, errors: { 'keys.auth': M.badAuth } };
  return { ok: true, value: { p256dh: keys.p256dh as string, auth: keys.auth as string } };
}

/** The topics, each known, each once (at least one). */
function checkedTopics(topics: unknown, known: ReadonlySet<string>): Checked<string[]> {
  if (!Array.isArray(topics) || topics.length > MAX_TOPICS || topics.some((t) => typeof t !== 'string'))
    return { ok: false, message: M.notASubscription, errors: { topics: M.notASubscription } };
  if (topics.length === 0) return { ok: false, message: M.noTopics, errors: { topics: M.noTopics } };
  const unknown = topics.filter((topic) => !known.has(topic));
  if (unknown.length > 0) {
    const message = M.unknownTopics(unknown.slice(0, 5).map((t) => String(t).slice(0, 40)));
    return { ok: false, message, errors: { topics: message } };
  }
  return { ok: true, value: [...new Set(topics as string[])] };
}

/** What `POST /api/push/subscriptions` takes: a subscription, with `topics` left out only when it `replaces` one. */
type SubscriptionWrite = PushSubscriptionInput | PushSubscriptionRenewal;

/** Whether the subscription renews one the push service replaced. */
export const isRenewal = (write: SubscriptionWrite): write is PushSubscriptionRenewal => write.replaces !== undefined;

const ALLOWED_FIELDS = new Set(['endpoint', 'keys', 'topics', 'replaces', 'expirationTime']);

/** The old endpoint a renewed subscription replaces (one the server holds passed the same check), if sent. */
function checkedReplaces(value: unknown, origins: readonly PushServiceOrigin[]): Checked<string | undefined> {
  return value === undefined ? { ok: true, value: undefined } : checkedEndpoint(value, origins, 'replaces');
}

/** A subscription as `POST /api/push/subscriptions` takes it, or the Hindi reason it is refused. */
export function checkedSubscription(
  body: unknown,
  origins: readonly PushServiceOrigin[],
  known: ReadonlySet<string>,
): Checked<SubscriptionWrite> {
  if (!isRecord(body) || Object.keys(body).some((key) => !ALLOWED_FIELDS.has(key)))
    return { ok: false, message: M.notASubscription };
  const endpoint = checkedEndpoint(body.endpoint, origins);
  if (!endpoint.ok) return endpoint;
  const keys = checkedKeys(body.keys);
  if (!keys.ok) return keys;
  const replaces = checkedReplaces(body.replaces, origins);
  if (!replaces.ok) return replaces;
  const subscription = { endpoint: endpoint.value, keys: keys.value };
  // A renewed subscription may leave its topics out: it takes the old one's.
  if (replaces.value !== undefined && body.topics === undefined)
    return { ok: true, value: { ...subscription, replaces: replaces.value } };
  const topics = checkedTopics(body.topics, known);
  if (!topics.ok) return topics;
  const value = { ...subscription, topics: topics.value };
  return { ok: true, value: replaces.value === undefined ? value : { ...value, replaces: replaces.value } };
}
