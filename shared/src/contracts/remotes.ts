import type { ComponentType } from 'react';
import type { FollowedTopic, KeptStory } from '../reader/readerKeys';
import type { Poll } from './entities';
import type { PageLoad } from './render';
import type { RemoteName, RouteIdOf } from './routes';

/** A remote as the shell registers it: its name and the URL of its `mf-manifest.json`. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

/** What every remote exposes as `./routes`: one page component per route id it owns. */
export interface SectionModule<Owner extends RemoteName> {
  pages: Record<RouteIdOf<Owner>, ComponentType>;
}

/**
 * What a page's data loader is given: the store to start its queries in (the portal's store; the
 * sections bind `Store` through `@janmat/shared/page-data`, so the contracts stay free of it) and the
 * route's params.
 */
export interface PageLoadContext<Store = never> {
  store: Store;
  params: Record<string, string>;
  search: URLSearchParams;
}

/**
 * A route's data contract: starts every query its page shows (so the server renders it once, with
 * its data) and says whether its subject exists and at which one address (`PageLoad`).
 */
export type PageLoader<Store = never> = (context: PageLoadContext<Store>) => Promise<PageLoad>;

/**
 * What every readers' section exposes as `./pageData`: one loader per route it owns. Only the server
 * loads it (from the section's server container); no browser downloads it.
 */
export interface SectionData<Owner extends RemoteName, Store = never> {
  pageData: Record<RouteIdOf<Owner>, PageLoader<Store>>;
}

/** The sections whose pages are rendered on the server (every one but the staff's newsroom). */
export type ReaderSection = Exclude<RemoteName, 'newsroom'>;

/**
 * Props of `news/FollowButton`, «फ़ॉलो करें» of a state's or a category's list, rendered in place by
 * news (`WidgetSlot`): a page of islands hydrates it alone.
 */
export interface FollowButtonProps {
  topic: FollowedTopic;
}

/** Props of `news/SaveButton`, an article's «सहेजें», rendered in place by news (`WidgetSlot`). */
export interface SaveButtonProps {
  story: Omit<KeptStory, 'at'>;
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
  'news/pageData': SectionData<'news'>;
  'media/pageData': SectionData<'media'>;
  'polls/pageData': SectionData<'polls'>;
  'static/pageData': SectionData<'static'>;
  'polls/PollWidget': { PollWidget: ComponentType<PollWidgetProps> };
  'news/FollowButton': { FollowButton: ComponentType<FollowButtonProps> };
  'news/SaveButton': { SaveButton: ComponentType<SaveButtonProps> };
  /** The astrology page's yes/no poll (kept in the browser), rendered in place by media (`WidgetSlot`). */
  'media/AstrologyPoll': { AstrologyPoll: ComponentType<Record<string, never>> };
}

export type ExposedId = keyof ExposedModules;

/** The ids of `ExposedModules` at run time (the type below fails if one is missing). */
export const EXPOSED_IDS = [
  'news/routes',
  'media/routes',
  'polls/routes',
  'static/routes',
  'newsroom/routes',
  'news/pageData',
  'media/pageData',
  'polls/pageData',
  'static/pageData',
  'polls/PollWidget',
  'news/FollowButton',
  'news/SaveButton',
  'media/AstrologyPoll',
] as const satisfies readonly ExposedId[];
export type AllExposedListed = Exclude<ExposedId, (typeof EXPOSED_IDS)[number]> extends never ? true : never;
const allExposedListed: AllExposedListed = true;
void allExposedListed;

/** Exposed widgets: modules other than `./routes` whose export of the same name is a component. */
export type WidgetId = {
  [Id in ExposedId]: Id extends `${string}/routes` | `${string}/pageData` ? never : Id;
}[ExposedId];

/** The component export of widget `Id` (`polls/PollWidget` → `PollWidget`). */
export type WidgetExportName<Id extends WidgetId> = Id extends `${string}/${infer Name}` ? Name : never;

/** Props of widget `Id`, read from its exported component in `ExposedModules`. */
export type WidgetProps<Id extends WidgetId> =
  ExposedModules[Id] extends Record<WidgetExportName<Id>, ComponentType<infer P>> ? P : never;

/** Modules each remote exposes, as `remote/module` ids for the federation runtime. */
export const EXPOSED = {
  routes: <Name extends RemoteName>(name: Name) => `${name}/routes` as `${Name}/routes` & ExposedId,
  pageData: <Name extends ReaderSection>(name: Name) => `${name}/pageData` as `${Name}/pageData` & ExposedId,
  pollWidget: 'polls/PollWidget',
  followButton: 'news/FollowButton',
  saveButton: 'news/SaveButton',
  astrologyPoll: 'media/AstrologyPoll',
} as const satisfies Record<string, ExposedId | ((name: never) => ExposedId)>;
