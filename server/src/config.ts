import { resolve } from 'node:path';
import { REMOTE_NAMES, REMOTE_URL_ENV, type RemoteName, type SocialLinks } from '@janmat/shared/contracts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset → PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Fastify `trustProxy`: false, true (any proxy) or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Remote name → URL of its `mf-manifest.json` as given by REMOTE_*_URL, when set. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  rateLimit: { max: number; windowMs: number };
  /** Lifetime of cached read answers; 0 = until a write clears them (one process). */
  readCacheTtlMs: number;
  siteUrl: string;
  editorialEmail: string;
  videoEmbedOrigin: string;
  /** Repository root: the shell's build is `${webRoot}/shell/dist`, a remote's `${webRoot}/mfe-<name>/dist`. */
  webRoot: string;
  logLevel: string;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  social: SocialLinks;
}

type Env = Record<string, string | undefined>;

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function trustProxySetting(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  if (/^\d+$/.test(value)) throw new Error('TRUST_PROXY takes true or proxy addresses, not a hop count');
  return value;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The server's settings from the environment; see server/README.md for every variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  const dataDir = resolve(cwd, env.DATA_DIR || './data');
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[REMOTE_URL_ENV[name]];
    if (url) remoteUrls[name] = url;
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    remoteUrls,
    rateLimit: {
      max: integer(env.RATE_LIMIT_MAX, 60, 'RATE_LIMIT_MAX'),
      windowMs: integer(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    readCacheTtlMs: integer(env.READ_CACHE_TTL_MS, 0, 'READ_CACHE_TTL_MS'),
    siteUrl: withoutTrailingSlash(env.SITE_URL || `http://localhost:${port}`),
    editorialEmail: env.EDITORIAL_EMAIL || 'editor@janmat.in',
    videoEmbedOrigin: withoutTrailingSlash(env.VIDEO_EMBED_ORIGIN || 'https://www.youtube-nocookie.com'),
    // server/src (sources) and server/dist (the bundle) both sit two levels below the repository root.
    webRoot: resolve(env.WEB_ROOT || resolve(__dirname, '..', '..')),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: 64 * 1024,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL || 'https://www.facebook.com/janmat.in',
      x: env.SOCIAL_X_URL || 'https://x.com/janmat_in',
      youtube: env.SOCIAL_YOUTUBE_URL || 'https://www.youtube.com/@janmat.in',
      instagram: env.SOCIAL_INSTAGRAM_URL || 'https://www.instagram.com/janmat.in',
      whatsapp: env.SOCIAL_WHATSAPP_URL || 'https://whatsapp.com/channel/janmat.in',
    },
  };
}
