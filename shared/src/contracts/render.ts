// The render contract between the server and the shell's server build (`shell/dist/server/main.js`):
// one set of types, read by both through `@janmat/shared/server`.
import type { DataClass } from './dataClass';
import type { FormEchoState } from './formEcho';
import type { RouteId, ScriptsWhen } from './routes';

/** An API answer read in process (no HTTP): its status, its JSON and its route's data class. */
export interface ApiAnswer {
  status: number;
  data: unknown;
  dataClass: DataClass;
}

/** Reads `GET path` (`/api/…`) of the readers' API for the visitor the page is rendered for. */
export type ApiReader = (path: string) => Promise<ApiAnswer>;

/** A section's server container as the server found it: `name`, and the URL of its Node `remoteEntry.js`. */
export interface ServerRemote {
  name: string;
  /** `file:` URL for a copy on this machine, `http(s):` for one deployed elsewhere; changes with each build. */
  entry: string;
  /** What the CommonJS entry exports the container as (`janmat_<name>`). */
  entryGlobalName: string;
}

/** The route the server matched for the page's path. */
export interface MatchedRoute {
  id: RouteId;
  params: Record<string, string>;
}

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The route of the path; none for a path no route matches (the site's not-found page). */
  route?: MatchedRoute;
  /** The sections' server containers, from the same `/remotes.json` the browser reads. */
  remotes: ServerRemote[];
  /** Reads the page's data in process, through the handlers the API's routes use. */
  readApi: ApiReader;
  /** The runtime configuration the server writes into the page (`janmat-config`). */
  config: unknown;
  /** Longest the render may take; sections still loading then are left to the browser. */
  deadlineMs: number;
  /** False: only the page's data is loaded (it is rendered in the browser). */
  render: boolean;
  /** A lite page (no script runs it): the footer offers the full site instead of lite. */
  lite?: boolean;
  /** The page's one-time form token and the form it echoes (contracts/formEcho.ts), preloaded into its store. */
  form?: FormEchoState;
}

/** What a page's data loader found: the page exists (at `path`, indexed as `canonical`) or not (404). */
export interface PageFound {
  found: true;
  /** The one address of the page when its subject can be reached under others; others answer 301. */
  path?: string;
  /** The address search engines should index when it is not the page's own. */
  canonical?: string;
  /**
   * When this page's scripts load, when its subject decides rather than its route (`RouteDef.scripts`):
   * a live article's page asks for new updates by itself, so its scripts cannot wait for a touch.
   */
  scripts?: ScriptsWhen;
}

export type PageLoad = PageFound | { found: false };

export interface RenderedPage {
  /** 404 for a path no route matches or a subject that does not exist. */
  status: 200 | 404;
  load: PageLoad;
  /** React's hoisted head elements (`<title>`, `<meta>`, `<link>` of the page), then its styles; empty when not rendered. */
  head: string;
  /** `<div id="root">…</div>`: the page as the browser will hydrate it; empty when not rendered. */
  root: string;
  /** The RTK Query results the page was rendered with (`dehydrateApi`), for the browser's store. */
  state: unknown;
  /** Errors met while rendering (a section that failed is rendered by the browser instead). */
  errors: string[];
  /** Render passes: 1, or 2 when a part asked for data that depends on an earlier answer. */
  passes: number;
}
