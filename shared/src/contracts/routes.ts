/**
 * The route table (spec §2): every page route, the remote that owns it and a typed link builder.
 * The shell builds its router from it; every link in the site is written with `href.*`.
 * React Router ranks static segments first, so `/news/trending/:subtype` and `/news/state/:id/:type`
 * win over the article patterns `/news/:type/:url` and `/news/:type/:state/:url`.
 */
import type { DataClass } from './dataClass';

export type RemoteName = 'news' | 'media' | 'polls' | 'static' | 'newsroom';

interface RouteDef {
  readonly path: string;
  readonly owner: RemoteName;
  /**
   * Whose data the page shows (`public` when absent; see `DataClass`). It decides whether the page
   * is cached, what of its data is serialized into it and its `Cache-Control`. `staff`: the staff's
   * own pages, rendered in the browser only (never on the server, never cached, never indexed),
   * without the readers' chrome; the owner routes everything under the path itself.
   */
  readonly data?: DataClass;
  /**
   * When a server-rendered page loads its scripts (`ScriptsWhen`; `intent` when absent). A page's
   * HTML is whole, its links and forms plain (what a reader types before the scripts run is taken
   * into the form when they do), so its scripts wait for the reader's first touch, key or focus.
   * `shown`: a page that moves by itself (the story slider's slides) loads them on the reader's
   * first interaction too, or else a moment after its lead photo is on the screen.
   */
  readonly scripts?: ScriptsWhen;
}

/**
 * When a page's scripts load: on the reader's first interaction (`intent`); on it or a moment after
 * the page is shown (`shown`); or as the page opens (`load`: the server's choice for a page with a
 * part left to the browser, or a tester's proposal).
 */
export type ScriptsWhen = 'intent' | 'shown' | 'load';

export const ROUTES = {
  home: { path: '/', owner: 'news' },
  newsIndex: { path: '/news', owner: 'news' },
  newsList: { path: '/news/:type', owner: 'news' },
  newsCategory: { path: '/newscategory/:type', owner: 'news' },
  trending: { path: '/news/trending/:subtype', owner: 'news' },
  stateNews: { path: '/news/state/:id/:type', owner: 'news' },
  article: { path: '/news/:type/:url', owner: 'news' },
  stateArticle: { path: '/news/:type/:state/:url', owner: 'news' },
  author: { path: '/author/:id', owner: 'news' },
  // Beyond the old spec (which left the header's search icon doing nothing): the readers' search,
  // `/search?q=…&page=…&section=…&state=…&from=…&to=…`, its filters in the query string.
  search: { path: '/search', owner: 'news' },
  // Election results (docs/results.md): an election's tally, seat grid and finder (`?q=`), and one seat.
  results: { path: '/results/:election', owner: 'news' },
  resultsSeat: { path: '/results/:election/:constituency', owner: 'news' },

  videos: { path: '/videos', owner: 'media' },
  webStories: { path: '/web-stories', owner: 'media' },
  storySlider: { path: '/web-story-slider', owner: 'media', scripts: 'shown' },
  storySliderType: { path: '/web-story-slider/:type', owner: 'media', scripts: 'shown' },
  photos: { path: '/photos', owner: 'media' },
  album: { path: '/photos/:code/:name', owner: 'media' },
  astrology: { path: '/astrology', owner: 'media' },
  astrologySign: { path: '/astrology/:code', owner: 'media' },

  createPoll: { path: '/createmypoll', owner: 'polls' },
  myPolls: { path: '/mypolls', owner: 'polls', data: 'personal' },
  userPoll: { path: '/polls/:id/:name', owner: 'polls' },
  sitePoll: { path: '/pp/polls/:id/:name', owner: 'polls' },

  contact: { path: '/contactus', owner: 'static' },
  about: { path: '/aboutus', owner: 'static' },
  advertise: { path: '/advertise', owner: 'static' },
  refund: { path: '/refund', owner: 'static' },
  faqs: { path: '/faqs', owner: 'static' },
  submitNews: { path: '/submitnews', owner: 'static' },
  privacy: { path: '/privacy', owner: 'static' },
  privacyPolicy: { path: '/privacypolicy', owner: 'static' },
  // The reader's own page (docs/profile.md): what this browser keeps (follows, saved and recently read
  // stories, appearance). The server's HTML is the same for every reader; the lists come with the
  // scripts, so they load as the page opens.
  meraJanmat: { path: '/mera-janmat', owner: 'static', scripts: 'load' },

  newsroom: { path: '/newsroom/*', owner: 'newsroom', data: 'staff' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export type RoutePath<Id extends RouteId> = (typeof ROUTES)[Id]['path'];

/** Route ids owned by one remote. */
export type RouteIdOf<Owner extends RemoteName> = {
  [Id in RouteId]: (typeof ROUTES)[Id]['owner'] extends Owner ? Id : never;
}[RouteId];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Id extends RouteId> = Record<ParamNames<RoutePath<Id>>, string | number>;

type Builder<Id extends RouteId> = [ParamNames<RoutePath<Id>>] extends [never]
  ? () => string
  : (params: RouteParams<Id>) => string;

/** Whose data the page of route `id` shows (`RouteDef.data`). */
export function dataClassOf(id: RouteId): DataClass {
  const route: RouteDef = ROUTES[id];
  return route.data ?? 'public';
}

/** When the server-rendered page of route `id` loads its scripts (`RouteDef.scripts`). */
export function scriptsWhen(id: RouteId): ScriptsWhen {
  const route: RouteDef = ROUTES[id];
  return route.scripts ?? 'intent';
}

/** Whether a route is one of the staff's pages (`data: 'staff'`). */
export function isStaffRoute(id: RouteId): boolean {
  return dataClassOf(id) === 'staff';
}

/**
 * Whether a tester may take a section from another build (`?remote.<name>=`): never one that owns a
 * staff page (the newsroom), whose code runs with the staff's rights.
 */
export function overridableRemote(name: string): boolean {
  return !ROUTE_IDS.some((id) => ROUTES[id].owner === name && isStaffRoute(id));
}

/** Whether `pathname` is one of the staff's pages (case-insensitive, as the router matches). */
export function isStaffPath(pathname: string): boolean {
  const here = pathname.toLowerCase();
  return ROUTE_IDS.filter(isStaffRoute).some((id) => {
    const start = ROUTES[id].path.replace(/\/\*$/, '').toLowerCase();
    return here === start || here.startsWith(`${start}/`);
  });
}

/**
 * Fills a path pattern; every value is percent-encoded as one segment. A trailing `/*` (a section
 * that routes the rest itself) is left out: the link goes to the section's own start.
 */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** Typed link builders: `href.article({ type: 'rajasthan', url: 'some-story' })`. */
export const href = Object.fromEntries(
  ROUTE_IDS.map((id) => [id, (params?: Record<string, string | number>) => buildPath(ROUTES[id].path, params)]),
) as unknown as { [Id in RouteId]: Builder<Id> };

/** Route ids of one remote, in table order. */
export function routesOwnedBy(owner: RemoteName): RouteId[] {
  return ROUTE_IDS.filter((id) => ROUTES[id].owner === owner);
}

/**
 * A readable URL slug of a title: letters (Devanagari too) and digits kept, every run of anything
 * else turned into one hyphen. Falls back to `poll` for a title with no letters at all.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'poll';
}
