import type { ComponentType } from 'react';
import type { Poll } from './entities';
import type { RemoteName, RouteIdOf } from './routes';

/** The four remotes, their federation names and what they expose. */
export const REMOTE_NAMES: readonly RemoteName[] = ['news', 'media', 'polls', 'static'];

/** Environment variable that moves a remote's manifest elsewhere (read by the server). */
export const REMOTE_URL_ENV: Record<RemoteName, string> = {
  news: 'REMOTE_NEWS_URL',
  media: 'REMOTE_MEDIA_URL',
  polls: 'REMOTE_POLLS_URL',
  static: 'REMOTE_STATIC_URL',
};

/** Where the server serves a remote's own build by default. */
export function defaultRemoteBase(name: RemoteName): string {
  return `/remotes/${name}/`;
}

/** Shape of `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemoteManifest = Record<RemoteName, string>;

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

/** Modules each remote exposes, as `remote/module` ids for the federation runtime. */
export const EXPOSED = {
  routes: (name: RemoteName) => `${name}/routes`,
  pollWidget: 'polls/PollWidget',
} as const;
