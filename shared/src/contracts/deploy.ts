import type { RemoteName } from './routes';

/**
 * How the parts are deployed and found: read by the server, its tests and the end-to-end suite, never
 * by a page (`@janmat/shared/server`; the federated root every page downloads does not carry it).
 */

/** The five remotes, their federation names and what they expose. */
export const REMOTE_NAMES: readonly RemoteName[] = ['news', 'media', 'polls', 'static', 'newsroom'];

/** Environment variable that moves a remote's manifest elsewhere (read by the server). */
export const REMOTE_URL_ENV: Record<RemoteName, string> = {
  news: 'REMOTE_NEWS_URL',
  media: 'REMOTE_MEDIA_URL',
  polls: 'REMOTE_POLLS_URL',
  static: 'REMOTE_STATIC_URL',
  newsroom: 'REMOTE_NEWSROOM_URL',
};

/** Where the server serves a remote's own build by default. */
export function defaultRemoteBase(name: RemoteName): string {
  return `/remotes/${name}/`;
}

/** Shape of `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemoteManifest = Record<RemoteName, string>;

/** The parts of a remote's `mf-manifest.json` (written by its build) that the shell and the server read. */
export interface RemoteManifestFile {
  metaData?: {
    /** The global the container entry defines (`janmat_news`). */
    globalName?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
    /** `auto`: the files sit beside the manifest. */
    publicPath?: unknown;
    /** Route id → the files of its page's chunks. */
    routeChunks?: unknown;
  };
  exposes?: { name?: unknown; path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** Reads a parsed manifest defensively: anything that is not an object reads as an empty manifest. */
export function asManifest(value: unknown): RemoteManifestFile {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as RemoteManifestFile) : {};
}

/**
 * The folder a manifest's files are relative to, ending in `/`: its own public path, or the
 * manifest's folder when the public path is `auto` (the remote is deployed as one folder).
 */
export function manifestBase(manifestUrl: string, manifest: RemoteManifestFile): string {
  const publicPath = manifest.metaData?.publicPath;
  return typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== ''
    ? publicPath.replace(/\/?$/, '/')
    : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** URL of the container entry (`remoteEntry.js`) a manifest names, if it names one. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifestFile): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return undefined;
  const folder = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
  return `${manifestBase(manifestUrl, manifest)}${folder}${entry.name}`;
}
