import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { buildVersionOf } from '@janmat/shared/composition';
import type { RemoteName } from '@janmat/shared/contracts';
import { asManifest, defaultRemoteBase, manifestBase, REMOTE_NAMES, remoteEntryUrl } from '@janmat/shared/server';
import type { ServerConfig } from '../core/config';
import { escapeHtml } from '../core/escapeHtml';
import { remoteDist } from './buildFolders';
import { fetchRelease } from './releaseFetch';
import { remoteManifest } from './remotes';

/** What a page of a section fetches first from its remote, as URLs the browser can preload. */
export interface RemoteAssets {
  /** The section's `mf-manifest.json` (the federation runtime fetches it). */
  manifest: string;
  /** `remoteEntry.js`, then the chunks of the exposed `./routes` module. */
  scripts: string[];
  /** Route id → the chunks of its page (`metaData.routeChunks`, written by the remotes' build). */
  pages: Record<string, string[]>;
  /** Changes whenever the manifest does: part of the key of every cached page. */
  version: string;
  /** The build the manifest names (`metaData.buildInfo.buildVersion`); null when unknown. */
  build: string | null;
  /** The section's server container (`metaData.ssrRemoteEntry`), for server rendering. */
  ssrEntry?: string;
}

/** URL of the server container a manifest names (`metaData.ssrRemoteEntry`), if it names one. */
function ssrEntryUrl(base: string, manifest: ReturnType<typeof asManifest>): string | undefined {
  const ssr = (manifest.metaData as { ssrRemoteEntry?: { name?: unknown; path?: unknown } } | undefined)
    ?.ssrRemoteEntry;
  if (typeof ssr?.name !== 'string' || !ssr.name) return undefined;
  const folder = typeof ssr.path === 'string' && ssr.path ? ssr.path.replace(/\/?$/, '/') : '';
  return `${base}${folder}${ssr.name}`;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];

/**
 * The entry, `./routes` and page chunks a manifest names, as URLs: files are relative to the
 * manifest's folder (`publicPath: 'auto'`) unless the manifest gives a public path of its own.
 */
export function assetsFromManifest(manifestUrl: string, manifest: unknown, version: string): RemoteAssets {
  const shape = asManifest(manifest);
  const base = manifestBase(manifestUrl, shape);
  const entry = remoteEntryUrl(manifestUrl, shape);
  const scripts: string[] = entry ? [entry] : [];
  const routes = Array.isArray(shape.exposes)
    ? shape.exposes.find((e) => e?.path === './routes' || e?.name === 'routes')
    : undefined;
  for (const file of strings(routes?.assets?.js?.sync)) scripts.push(`${base}${file}`);
  const chunks = shape.metaData?.routeChunks;
  const pages: Record<string, string[]> = {};
  if (chunks && typeof chunks === 'object') {
    for (const [id, files] of Object.entries(chunks)) pages[id] = strings(files).map((file) => `${base}${file}`);
  }
  return {
    manifest: manifestUrl,
    scripts,
    pages,
    version,
    build: buildVersionOf(manifest) ?? null,
    ssrEntry: ssrEntryUrl(base, shape),
  };
}

/** Only the manifest: what can be preloaded when the manifest itself cannot be read. */
const manifestOnly = (manifestUrl: string): RemoteAssets => ({
  manifest: manifestUrl,
  scripts: [],
  pages: {},
  version: 'none',
  build: null,
});

/**
 * A site-relative path this server serves from disk: `/remotes/<name>/<file…>` is under
 * `mfe-<name>/dist` of WEB_ROOT (buildFolders.ts). Anything else (or a path leaving that folder) is undefined.
 */
export function servedRemoteFile(config: Pick<ServerConfig, 'webRoot'>, path: string): string | undefined {
  const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  const name = match?.[1] as RemoteName | undefined;
  if (!match?.[2] || !name || !REMOTE_NAMES.includes(name)) return undefined;
  let segments: string[];
  try {
    segments = match[2].split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) {
    return undefined;
  }
  const root = remoteDist(config, name);
  const file = join(root, ...segments);
  const inside = relative(root, file);
  return inside && !inside.startsWith(`..${sep}`) && inside !== '..' ? file : undefined;
}

/** The file of a manifest this server serves (the section's own build, or one kept in a folder under it). */
function localManifestFile(config: Pick<ServerConfig, 'webRoot'>, name: RemoteName, url: string): string | undefined {
  return url.startsWith(defaultRemoteBase(name)) && url.endsWith('/mf-manifest.json')
    ? servedRemoteFile(config, url)
    : undefined;
}

const digest = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);

interface Entry {
  assets: RemoteAssets;
  checkedAt: number;
  refreshing?: Promise<void>;
}

export interface RemoteAssetsOptions {
  /** How long a read manifest is used before it is read again (a local file: its mtime is checked). */
  maxAgeMs?: number;
  /** Longest wait for a manifest on another origin; after it the page goes out without its files. */
  timeoutMs?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
}

/**
 * The preloadable files of each remote, from the manifest `/remotes.json` names: read from disk
 * for the copies this server serves, fetched for a remote deployed elsewhere (REMOTE_*_URL, kept
 * for `maxAgeMs` and refreshed in the background, so a page never waits for it twice) from an origin
 * RELEASE_MANIFEST_ORIGINS allows, each redirect checked (releaseFetch.ts).
 */
export class RemoteAssetsSource {
  /** By manifest URL: a section may have two builds at once (a canary beside its live build). */
  private readonly entries = new Map<string, Entry>();
  private readonly maxAgeMs: number;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(
    private readonly config: Pick<ServerConfig, 'remoteUrls' | 'webRoot' | 'releaseSources'>,
    { maxAgeMs = 5_000, timeoutMs = 1500, fetchFn = fetch, now = Date.now }: RemoteAssetsOptions = {},
  ) {
    this.maxAgeMs = maxAgeMs;
    this.timeoutMs = timeoutMs;
    this.fetchFn = fetchFn;
    this.now = now;
  }

  /** The files of section `name`'s build at `url` (by default the one REMOTE_<NAME>_URL names). */
  async get(name: RemoteName, url: string = remoteManifest(this.config)[name]): Promise<RemoteAssets> {
    const local = localManifestFile(this.config, name, url);
    if (local) return this.readLocal(url, local);
    if (!/^https?:\/\//i.test(url)) return manifestOnly(url);
    return this.readRemote(url);
  }

  /** A build this server serves from `mfe-<name>/dist`: re-read when the file changes (checked once a second). */
  private async readLocal(url: string, file: string): Promise<RemoteAssets> {
    const known = this.entries.get(url);
    if (known && this.now() - known.checkedAt < 1000) return known.assets;
    try {
      const info = await stat(file);
      const version = `${info.mtimeMs}:${info.size}`;
      const assets =
        known?.assets.version === version
          ? known.assets
          : assetsFromManifest(url, JSON.parse(await readFile(file, 'utf8')), version);
      this.entries.set(url, { assets, checkedAt: this.now() });
      return assets;
    } catch {
      const assets = manifestOnly(url);
      this.entries.set(url, { assets, checkedAt: this.now() });
      return assets;
    }
  }

  private async readRemote(url: string): Promise<RemoteAssets> {
    const known = this.entries.get(url);
    if (!known) {
      const entry: Entry = { assets: manifestOnly(url), checkedAt: this.now() };
      entry.assets = await this.fetchAssets(url);
      this.entries.set(url, entry);
      return entry.assets;
    }
    if (this.now() - known.checkedAt >= this.maxAgeMs && !known.refreshing) {
      known.refreshing = this.fetchAssets(url).then((assets) => {
        known.assets = assets;
        known.checkedAt = this.now();
        known.refreshing = undefined;
      });
    }
    return known.assets;
  }

  private async fetchAssets(url: string): Promise<RemoteAssets> {
    try {
      const response = await fetchRelease(url, this.config.releaseSources, this.fetchFn, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return manifestOnly(url);
      const text = await response.text();
      return assetsFromManifest(url, JSON.parse(text), digest(text));
    } catch {
      return manifestOnly(url);
    }
  }
}

/**
 * `<link rel="preload">` for the page of route `routeId`: the section's manifest as the runtime
 * fetches it (CORS mode, hence `crossorigin`), then its entry, `./routes` and page chunks as the
 * runtime and webpack insert them (classic scripts).
 */
export function preloadLinks(assets: RemoteAssets, routeId: string): string {
  const scripts = [...assets.scripts, ...(Object.hasOwn(assets.pages, routeId) ? (assets.pages[routeId] ?? []) : [])];
  return [
    `<link rel="preload" href="${escapeHtml(assets.manifest)}" as="fetch" crossorigin>`,
    ...scripts.map((src) => `<link rel="preload" href="${escapeHtml(src)}" as="script">`),
  ].join('\n    ');
}
