import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { RemoteName, SocialLinks } from '@janmat/shared/contracts';
import {
  DEFAULT_PUBLIC_CACHE_TIMES,
  type PublicCacheTimes,
  publicCacheControl,
  REMOTE_NAMES,
  REMOTE_URL_ENV,
} from '@janmat/shared/server';
import { isStaffEmail, MIN_PASSWORD_LENGTH, normalizeEmail, passwordLength } from '@janmat/shared/validation';
import { defaultMaxConnections } from './http/openFileLimit';
import { metricsTokenSetting } from './metricsToken';
import { overrideOriginsSetting } from './overrideOrigins';
import { isLoopbackOrPrivate } from './privateAddress';
import { type ReleaseSources, releaseSourcesSetting } from './releaseOrigins';
import { type ReleaseSettings, releaseSettings } from './releaseSettings';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset → PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /**
   * Fastify `trustProxy`: false (the socket's address is the visitor's), the proxies' addresses/CIDRs
   * (comma-separated), or how many proxies stand in front (hops counted from the right of X-Forwarded-For).
   */
  trustProxy: false | string | number;
  /** Remote name → URL of its `mf-manifest.json` as given by REMOTE_*_URL, when set. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Origins a tester may take one section's build from (`?remote.<name>=`); empty: overrides off. */
  remoteOverrideOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** Lifetime of cached read answers; 0 = until a write clears them (on every process, see cacheBus.ts). */
  readCacheTtlMs: number;
  /** Memory the read cache may use; least recently used answers go first. */
  readCacheMaxBytes: number;
  /** Pages are rendered on the server through the sections' server containers (SERVER_RENDER=off: in the browser only). */
  serverRender: boolean;
  /** Renders of pages missing from the page cache one address may cause per minute (0 = no limit). */
  pageRendersPerMinute: number;
  /** Visitor polls one address may create per hour and per day (0 = no limit). */
  pollCreation: { perHour: number; perDay: number };
  siteUrl: string;
  /** SITE_URL was given (unset, `siteUrl` is `http://localhost:$PORT` and the newsroom takes writes from the address a request came to). */
  siteUrlSet: boolean;
  editorialEmail: string;
  videoEmbedOrigin: string;
  /** Repository root: the shell's build is `${webRoot}/shell/dist`, a remote's `${webRoot}/mfe-<name>/dist`. */
  webRoot: string;
  logLevel: string;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); unset, there are no metrics to read. */
  metricsToken: string | undefined;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Slow or idle clients: how long a request may take to arrive, and how many connections may stay open. */
  connections: ConnectionSettings;
  /** After SIGTERM/SIGINT, how long requests in progress may finish before their connections are cut. */
  shutdownTimeoutMs: number;
  /** Start-up warnings (settings left at a default that is wrong for a public site); logged by main. */
  warnings: string[];
  social: SocialLinks;
  /** Staff sign-in for the newsroom (src/newsroom/). */
  newsroom: NewsroomSettings;
  /** The shared HTTP cache in front (docs/deploy.md, "The edge"): how long public answers are kept, whom to purge. */
  edge: EdgeSettings;
  /** Section releases: the operator token and the canary guardrails (releaseSettings.ts). */
  releases: ReleaseSettings;
  /** Where a release's manifest and files may be fetched from (RELEASE_MANIFEST_ORIGINS, releaseOrigins.ts). */
  releaseSources: ReleaseSources;
}

interface EdgeSettings extends PublicCacheTimes {
  /** The `Cache-Control` of every public page and API answer, made of the times above. */
  cacheControl: string;
  /** Base URLs of the caches a write purges (EDGE_PURGE_URLS); empty: no purging. */
  purgeUrls: string[];
  /**
   * Whether answers name what they show (`xkey`, `Surrogate-Key`; EDGE_KEYS, on by default when
   * EDGE_PURGE_URLS names a cache). Without a cache in front to read and strip them, they would go to
   * readers: some 800 bytes on the home page, which then no longer fits a connection's first round trip.
   */
  keys: boolean;
}

export interface NewsroomSettings {
  /** A session nobody used for this long ends (each request moves it on). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in however busy it is. */
  sessionMaxMs: number;
  /** Sign-in attempts one address may make per window (over it → 429). */
  signinMax: number;
  signinWindowMs: number;
  /** Failed sign-ins of one e-mail from one address before that pair waits; the longest wait. */
  lockAfter: number;
  lockMs: number;
  /** Failed sign-ins from one address, whatever the e-mails, before that address waits. */
  addressLockAfter: number;
  /** Created at start when no admin exists (JANMAT_ADMIN_EMAIL + JANMAT_ADMIN_PASSWORD). */
  firstAdmin: { email: string; password: string } | undefined;
}

export interface ConnectionSettings {
  /** A whole request (headers and body) must arrive within this; node answers 408 and closes it otherwise. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (never more than requestTimeoutMs). */
  headersTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** Open connections in total; the ones over it are closed at once, so the process keeps file descriptors. */
  max: number;
  /** Open connections per visitor address (IPv6: per /64); 0 = no cap. */
  maxPerAddress: number;
}

type Env = Record<string, string | undefined>;

/** The repository: the nearest folder above this file (sources or the bundle) that holds lerna.json. */
function repositoryRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'lerna.json'))) {
    const up = dirname(dir);
    if (up === dir) return resolve(from, '..', '..');
    dir = up;
  }
  return dir;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** `on` / `off` (also `1` / `0`, `true` / `false`); anything else is a mistake worth stopping for. */
function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['on', '1', 'true'].includes(v)) return true;
  if (['off', '0', 'false'].includes(v)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** Named ranges Fastify (proxy-addr) accepts besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the addresses or CIDRs of your own proxies (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8), ' +
  'or to how many proxies stand in front of the server (e.g. TRUST_PROXY=1 for one load balancer, with HOST a loopback or private address).';

/**
 * Whose X-Forwarded-For to believe. `true` would take the left-most address, which the client itself
 * writes: any visitor could vote as many addresses as they like and skip the rate limits.
 */
function trustProxySetting(value: string | undefined, host: string): false | string | number {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(`TRUST_PROXY=true would trust addresses any client can forge. ${TRUST_PROXY_HELP}`);
  }
  if (/^\d+$/.test(text)) return hopCount(Number(text), host);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !validProxyEntry(entry));
  if (invalid.length > 0)
    throw new Error(
      `TRUST_PROXY has entries that are not addresses or CIDRs: ${invalid.join(', ')}. ${TRUST_PROXY_HELP}`,
    );
  return entries.join(',');
}

/**
 * A hop count trusts whoever connects to be a proxy: only safe while nobody but the proxies can
 * connect, that is, while the server listens on a loopback or private address.
 */
function hopCount(hops: number, host: string): number {
  if (isLoopbackOrPrivate(host)) return hops;
  throw new Error(
    `TRUST_PROXY=${hops} takes every connection for a proxy's, and HOST=${host} lets anyone connect: ` +
      'any visitor could name their own address in X-Forwarded-For, vote as many addresses and skip the rate limits. ' +
      'Listen where only the proxies reach the server (HOST=127.0.0.1 or a private address such as 10.0.0.5), ' +
      'or name the proxies instead (e.g. TRUST_PROXY=10.0.0.2).',
  );
}

/**
 * REMOTE_<NAME>_URL in production: the server loads and runs the section's server code from there,
 * so it must come over https (the server's own copy, a path, needs no network).
 */
function remoteUrlSetting(name: string, url: string, env: Env): string {
  if (env.NODE_ENV === 'production' && /^http:/i.test(url)) {
    throw new Error(
      `${name} must be an https:// address with NODE_ENV=production, got ${url}: ` +
        "the server loads and runs that section's code, and code fetched over http can be changed on the way.",
    );
  }
  return url;
}

/** A duration in milliseconds that must be set to something (0 would switch a protection off). */
function duration(value: string | undefined, fallback: number, name: string): number {
  const ms = integer(value, fallback, name);
  if (ms === 0) throw new Error(`${name} must be at least 1 (milliseconds)`);
  return ms;
}

function connectionSettings(env: Env): ConnectionSettings {
  const requestTimeoutMs = duration(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS');
  return {
    requestTimeoutMs,
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeoutMs: Math.min(duration(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'), requestTimeoutMs),
    idleTimeoutMs: duration(env.IDLE_TIMEOUT_MS, 30_000, 'IDLE_TIMEOUT_MS'),
    max: integer(env.MAX_CONNECTIONS, 0, 'MAX_CONNECTIONS') || defaultMaxConnections(),
    maxPerAddress: integer(env.MAX_CONNECTIONS_PER_IP, 64, 'MAX_CONNECTIONS_PER_IP'),
  };
}

/**
 * The first admin's account, given together or not at all: one without the other is a typo the
 * operator should hear about now, not after looking for a newsroom sign-in that never works.
 */
function firstAdminSetting(env: Env): NewsroomSettings['firstAdmin'] {
  const email = normalizeEmail(env.JANMAT_ADMIN_EMAIL ?? '');
  const password = env.JANMAT_ADMIN_PASSWORD ?? '';
  if (email === '' && password === '') return undefined;
  if (email === '' || password === '') {
    throw new Error('JANMAT_ADMIN_EMAIL and JANMAT_ADMIN_PASSWORD must be set together (the first newsroom admin)');
  }
  if (!isStaffEmail(email)) {
    throw new Error(`JANMAT_ADMIN_EMAIL is not an e-mail address: "${email}"`);
  }
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) {
    throw new Error(`JANMAT_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  return { email, password };
}

function newsroomSettings(env: Env): NewsroomSettings {
  return {
    sessionIdleMs: duration(env.NEWSROOM_SESSION_IDLE_MS, 2 * 3_600_000, 'NEWSROOM_SESSION_IDLE_MS'),
    sessionMaxMs: duration(env.NEWSROOM_SESSION_MAX_MS, 12 * 3_600_000, 'NEWSROOM_SESSION_MAX_MS'),
    signinMax: integer(env.NEWSROOM_SIGNIN_MAX, 10, 'NEWSROOM_SIGNIN_MAX'),
    signinWindowMs: duration(env.NEWSROOM_SIGNIN_WINDOW_MS, 15 * 60_000, 'NEWSROOM_SIGNIN_WINDOW_MS'),
    lockAfter: Math.max(1, integer(env.NEWSROOM_LOCK_AFTER, 5, 'NEWSROOM_LOCK_AFTER')),
    lockMs: duration(env.NEWSROOM_LOCK_MS, 15 * 60_000, 'NEWSROOM_LOCK_MS'),
    addressLockAfter: Math.max(1, integer(env.NEWSROOM_ADDRESS_LOCK_AFTER, 20, 'NEWSROOM_ADDRESS_LOCK_AFTER')),
    firstAdmin: firstAdminSetting(env),
  };
}

/**
 * EDGE_PURGE_URLS: the caches' base addresses, comma-separated (`http://127.0.0.1:8080,http://10.0.0.7:8080`).
 * Each must be an http(s) address without a path, query or credentials: a purge goes to `<base>/`.
 */
function purgeUrlsSetting(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return [
    ...new Set(
      entries.map((entry) => {
        let url: URL | undefined;
        try {
          url = new URL(entry);
        } catch {
          url = undefined;
        }
        const plain =
          url &&
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.pathname === '/' &&
          !url.search &&
          !url.hash &&
          !url.username &&
          !url.password;
        if (!url || !plain) {
          throw new Error(
            `EDGE_PURGE_URLS must list the caches' base addresses, comma-separated (e.g. EDGE_PURGE_URLS=http://127.0.0.1:8080), got "${entry}"`,
          );
        }
        return url.origin;
      }),
    ),
  ];
}

function edgeSettings(env: Env): EdgeSettings {
  const times: PublicCacheTimes = {
    maxAge: integer(env.CACHE_MAX_AGE, DEFAULT_PUBLIC_CACHE_TIMES.maxAge, 'CACHE_MAX_AGE'),
    sMaxAge: integer(env.CACHE_S_MAXAGE, 600, 'CACHE_S_MAXAGE'),
    staleWhileRevalidate: integer(env.CACHE_STALE_WHILE_REVALIDATE, 30, 'CACHE_STALE_WHILE_REVALIDATE'),
    staleIfError: integer(env.CACHE_STALE_IF_ERROR, 86_400, 'CACHE_STALE_IF_ERROR'),
  };
  // Browsers are never purged: a longer browser lifetime than the shared cache's would outlast every correction.
  if (times.maxAge > times.sMaxAge) {
    throw new Error(
      `CACHE_MAX_AGE (${times.maxAge}) must not be longer than CACHE_S_MAXAGE (${times.sMaxAge}): browsers cannot be purged`,
    );
  }
  const purgeUrls = purgeUrlsSetting(env.EDGE_PURGE_URLS);
  return {
    ...times,
    cacheControl: publicCacheControl(times),
    purgeUrls,
    keys: onOff(env.EDGE_KEYS, purgeUrls.length > 0, 'EDGE_KEYS'),
  };
}

const SITE_URL_EXAMPLE = 'e.g. SITE_URL=https://janmat.in';

/**
 * SITE_URL is the address in every canonical link, Open Graph tag, sitemap and RSS entry. Unset, they
 * would all point at localhost: a warning in development, a refusal to start in production.
 */
function siteUrlSetting(env: Env, port: number, warnings: string[]): string {
  if (env.SITE_URL) return withoutTrailingSlash(env.SITE_URL);
  const fallback = `http://localhost:${port}`;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `SITE_URL is not set, and NODE_ENV=production: canonical links, the sitemap and RSS would point at ${fallback}. ` +
        `Set SITE_URL to the site's public address (${SITE_URL_EXAMPLE}).`,
    );
  }
  warnings.push(
    `SITE_URL is not set: canonical links, Open Graph tags, the sitemap and RSS point at ${fallback}. ` +
      `Set SITE_URL to the site's public address (${SITE_URL_EXAMPLE}).`,
  );
  return fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The server's settings from the environment; see server/README.md for every variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  const warnings: string[] = [];
  const siteUrl = siteUrlSetting(env, port, warnings);
  const dataDir = resolve(cwd, env.DATA_DIR || './data');
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[REMOTE_URL_ENV[name]];
    if (url) remoteUrls[name] = remoteUrlSetting(REMOTE_URL_ENV[name], url, env);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    trustProxy: trustProxySetting(env.TRUST_PROXY, env.HOST || '0.0.0.0'),
    remoteUrls,
    remoteOverrideOrigins: overrideOriginsSetting(env.REMOTE_OVERRIDE_ORIGINS),
    rateLimit: {
      max: integer(env.RATE_LIMIT_MAX, 60, 'RATE_LIMIT_MAX'),
      windowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    readCacheTtlMs: integer(env.READ_CACHE_TTL_MS, 0, 'READ_CACHE_TTL_MS'),
    readCacheMaxBytes: integer(env.READ_CACHE_MAX_BYTES, 64 * 1024 * 1024, 'READ_CACHE_MAX_BYTES'),
    serverRender: onOff(env.SERVER_RENDER, true, 'SERVER_RENDER'),
    pageRendersPerMinute: integer(env.PAGE_RENDERS_PER_MIN, 60, 'PAGE_RENDERS_PER_MIN'),
    pollCreation: {
      perHour: integer(env.POLL_CREATE_MAX_PER_HOUR, 5, 'POLL_CREATE_MAX_PER_HOUR'),
      perDay: integer(env.POLL_CREATE_MAX_PER_DAY, 20, 'POLL_CREATE_MAX_PER_DAY'),
    },
    siteUrl,
    siteUrlSet: Boolean(env.SITE_URL),
    editorialEmail: env.EDITORIAL_EMAIL || 'editor@janmat.in',
    videoEmbedOrigin: withoutTrailingSlash(env.VIDEO_EMBED_ORIGIN || 'https://www.youtube-nocookie.com'),
    webRoot: resolve(env.WEB_ROOT || repositoryRoot()),
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: metricsTokenSetting(env.METRICS_TOKEN),
    bodyLimit: 64 * 1024,
    connections: connectionSettings(env),
    shutdownTimeoutMs: duration(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    warnings,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL || 'https://www.facebook.com/janmat.in',
      x: env.SOCIAL_X_URL || 'https://x.com/janmat_in',
      youtube: env.SOCIAL_YOUTUBE_URL || 'https://www.youtube.com/@janmat.in',
      instagram: env.SOCIAL_INSTAGRAM_URL || 'https://www.instagram.com/janmat.in',
      whatsapp: env.SOCIAL_WHATSAPP_URL || 'https://whatsapp.com/channel/janmat.in',
    },
    newsroom: newsroomSettings(env),
    releases: releaseSettings({
      RELEASE_TOKEN: env.RELEASE_TOKEN,
      RELEASE_CHECK_MS: env.RELEASE_CHECK_MS,
      RELEASE_WINDOW_MS: env.RELEASE_WINDOW_MS,
      RELEASE_MIN_VIEWS: env.RELEASE_MIN_VIEWS,
      RELEASE_MIN_NETWORKS: env.RELEASE_MIN_NETWORKS,
      RELEASE_MAX_ERROR_RATE_INCREASE: env.RELEASE_MAX_ERROR_RATE_INCREASE,
      RELEASE_MAX_SLOWDOWN: env.RELEASE_MAX_SLOWDOWN,
      RELEASE_PROMOTE_AFTER_MS: env.RELEASE_PROMOTE_AFTER_MS,
      RELEASE_BEACON_MAX_AGE_MS: env.RELEASE_BEACON_MAX_AGE_MS,
    }),
    edge: edgeSettings(env),
    releaseSources: releaseSourcesSetting(env.RELEASE_MANIFEST_ORIGINS, {
      siteUrl,
      remoteUrls,
      httpsOnly: env.NODE_ENV === 'production',
    }),
  };
}
