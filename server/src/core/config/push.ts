import { availableParallelism } from 'node:os';
import { type Env, integer } from './values';

/** An origin a push service may have: exact, or any host under a domain (`https://*.notify.windows.com`). */
export interface PushServiceOrigin {
  protocol: 'https:' | 'http:';
  /** The host (with `:port` when not the default), or the domain below which any host matches. */
  host: string;
  /** `*.` was written: any host under `host` matches, `host` itself does not. */
  anySubdomain: boolean;
}

/** Web push (docs/push.md). */
export interface PushSettings {
  push: {
    /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url); unset, a pair made once and kept in the database. */
    vapid: { publicKey: string; privateKey: string } | undefined;
    /** PUSH_CONTACT: the `mailto:` (or `https:`) address push services may write to about the site's pushes. */
    contact: string;
    /** PUSH_SERVICE_ORIGINS: the only origins a subscription's endpoint may have (the server posts there). */
    serviceOrigins: PushServiceOrigin[];
    /** PUSH_TOPIC_MIN_INTERVAL_MS: at most one push per topic this often (0: no limit). */
    topicMinIntervalMs: number;
    /** PUSH_CONCURRENCY: requests to push services one process has open at once. */
    concurrency: number;
    /** PUSH_ENCRYPT_THREADS: threads encrypting the requests' payloads (0: the main thread does). */
    encryptThreads: number;
    /** PUSH_SUBSCRIBE_MAX_PER_HOUR: subscription writes (new, changed, removed) one address may make per hour. */
    subscribesPerHour: number;
  };
}

/** The browser vendors' push services (Chrome and Edge on FCM, Firefox, Windows, Safari). */
const DEFAULT_PUSH_SERVICE_ORIGINS =
  'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com';

const ORIGINS_EXAMPLE = `e.g. PUSH_SERVICE_ORIGINS=${DEFAULT_PUSH_SERVICE_ORIGINS}`;

/** One entry of PUSH_SERVICE_ORIGINS: a bare origin, its host optionally starting with `*.`. */
function serviceOrigin(entry: string, production: boolean): PushServiceOrigin {
  const anySubdomain = /^https?:\/\/\*\./i.test(entry);
  const written = anySubdomain ? entry.replace('*.', 'wildcard.') : entry;
  let url: URL | undefined;
  try {
    url = new URL(written);
  } catch {}
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare || (url.protocol !== 'https:' && url.protocol !== 'http:') || /\*/.test(written))
    throw new Error(
      `PUSH_SERVICE_ORIGINS: "${entry}" is not an origin (a leading "*." may stand for any host); ${ORIGINS_EXAMPLE}`,
    );
  if (production && url.protocol === 'http:')
    throw new Error(
      `PUSH_SERVICE_ORIGINS: "${entry}" is http:// with NODE_ENV=production; push services are https only`,
    );
  const host = anySubdomain ? url.host.replace(/^wildcard\./, '') : url.host;
  return { protocol: url.protocol, host, anySubdomain };
}

/** Whether `endpoint` (an absolute URL) is at one of `origins`. */
export function isPushServiceAddress(endpoint: string, origins: readonly PushServiceOrigin[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.some(
    (o) => o.protocol === url.protocol && (o.anySubdomain ? url.host.endsWith(`.${o.host}`) : url.host === o.host),
  );
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both (an uncompressed P-256 point, a 32-byte scalar) or neither. */
function vapidSetting(env: Env): PushSettings['push']['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey && !privateKey) return undefined;
  const bytes = (value: string | undefined) =>
    value && B64URL.test(value) ? Buffer.from(value, 'base64url') : undefined;
  const pub = bytes(publicKey);
  const priv = bytes(privateKey);
  if (pub?.length !== 65 || pub[0] !== 4 || priv?.length !== 32)
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, base64url: a 65-byte uncompressed P-256 ' +
        'public key and its 32-byte private key (e.g. from `npx web-push generate-vapid-keys`)',
    );
  return { publicKey: publicKey!, privateKey: privateKey! };
}

function contactSetting(value: string | undefined, editorialEmail: string): string {
  const contact = value?.trim() || `mailto:${editorialEmail}`;
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(contact) && !/^https:\/\/\S+$/.test(contact))
    throw new Error(
      `PUSH_CONTACT must be a mailto: (or https:) address, e.g. PUSH_CONTACT=mailto:push@janmat.in; got "${contact}"`,
    );
  return contact;
}

/** VAPID_*, PUSH_CONTACT (default: mailto: EDITORIAL_EMAIL), PUSH_SERVICE_ORIGINS, PUSH_TOPIC_MIN_INTERVAL_MS, PUSH_CONCURRENCY, PUSH_ENCRYPT_THREADS, PUSH_SUBSCRIBE_MAX_PER_HOUR. */
export function pushSettings(env: Env, editorialEmail: string): PushSettings {
  const production = env.NODE_ENV === 'production';
  const origins = (env.PUSH_SERVICE_ORIGINS?.trim() || DEFAULT_PUSH_SERVICE_ORIGINS).split(/[\s,]+/).filter(Boolean);
  const concurrency = integer(env.PUSH_CONCURRENCY, 100, 'PUSH_CONCURRENCY');
  if (concurrency === 0) throw new Error('PUSH_CONCURRENCY must be at least 1');
  return {
    push: {
      vapid: vapidSetting(env),
      contact: contactSetting(env.PUSH_CONTACT, editorialEmail),
      serviceOrigins: origins.map((entry) => serviceOrigin(entry, production)),
      topicMinIntervalMs: integer(env.PUSH_TOPIC_MIN_INTERVAL_MS, 300_000, 'PUSH_TOPIC_MIN_INTERVAL_MS'),
      concurrency,
      encryptThreads: integer(
        env.PUSH_ENCRYPT_THREADS,
        Math.max(1, availableParallelism() - 1),
        'PUSH_ENCRYPT_THREADS',
      ),
      subscribesPerHour: integer(env.PUSH_SUBSCRIBE_MAX_PER_HOUR, 30, 'PUSH_SUBSCRIBE_MAX_PER_HOUR'),
    },
  };
}
