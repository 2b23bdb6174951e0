import type { ComponentType } from 'react';
import type { Poll } from './entities';
import type { RemoteName, RouteIdOf } from './routes';

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

/** A remote as the shell registers it: its name and the URL of its `mf-manifest.json`. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

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

/** What every remote exposes as `./routes`: one page component per route id it owns. */
export interface SectionModule<Owner extends RemoteName> {
  pages: Record<RouteIdOf<Owner>, ComponentType>;
}

/** Props of `polls/PollWidget`, placed by news on the home page and beside articles. */
export interface PollWidgetProps {
  poll: Poll;
  /** Heading level of the question; 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * Every exposed module of every remote, by its `remote/module` id, with what it exports. A remote's
 * contract test checks its build's exposes against this map; `RemoteSlot` infers a widget's props from it.
 */
export interface ExposedModules {
  'news/routes': SectionModule<'news'>;
  'media/routes': SectionModule<'media'>;
  'polls/routes': SectionModule<'polls'>;
  'static/routes': SectionModule<'static'>;
  'newsroom/routes': SectionModule<'newsroom'>;
  'polls/PollWidget': { PollWidget: ComponentType<PollWidgetProps> };
}

export type ExposedId = keyof ExposedModules;

/** The ids of `ExposedModules` at run time (the type below fails if one is missing). */
export const EXPOSED_IDS = [
  'news/routes',
  'media/routes',
  'polls/routes',
  'static/routes',
  'newsroom/routes',
  'polls/PollWidget',
] as const satisfies readonly ExposedId[];
export type AllExposedListed = Exclude<ExposedId, (typeof EXPOSED_IDS)[number]> extends never ? true : never;
const allExposedListed: AllExposedListed = true;
void allExposedListed;

/** Exposed widgets: modules other than `./routes` whose export of the same name is a component. */
export type WidgetId = {
  [Id in ExposedId]: Id extends `${string}/routes` ? never : Id;
}[ExposedId];

/** The component export of widget `Id` (`polls/PollWidget` → `PollWidget`). */
export type WidgetExportName<Id extends WidgetId> = Id extends `${string}/${infer Name}` ? Name : never;

/** Props of widget `Id`, read from its exported component in `ExposedModules`. */
export type WidgetProps<Id extends WidgetId> =
  ExposedModules[Id] extends Record<WidgetExportName<Id>, ComponentType<infer P>> ? P : never;

/** Modules each remote exposes, as `remote/module` ids for the federation runtime. */
export const EXPOSED = {
  routes: <Name extends RemoteName>(name: Name) => `${name}/routes` as `${Name}/routes` & ExposedId,
  pollWidget: 'polls/PollWidget',
} as const satisfies Record<string, ExposedId | ((name: RemoteName) => ExposedId)>;
