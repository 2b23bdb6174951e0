/** A section's server container as the server found it: `name`, and the URL of its Node `remoteEntry.js`. */
export interface ServerRemote {
  name: string;
  /** `file:` URL for a copy on this machine, `http(s):` for one deployed elsewhere; changes with each build. */
  entry: string;
  /** What the CommonJS entry exports the container as (`janmat_<name>`). */
  entryGlobalName: string;
}

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The sections' server containers, from the same `/remotes.json` the browser reads. */
  remotes: ServerRemote[];
  /** Answers an API request in process (the server's own routes), so rendering makes no HTTP call. */
  fetchFn: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** The runtime configuration the server writes into the page (`janmat-config`). */
  config: unknown;
  /** Longest the render may take; sections still loading then are left to the browser. */
  deadlineMs: number;
  /** The page is this visitor's own and never cached: their answers (address, polls) go into it. */
  personal?: boolean;
}

export interface RenderResult {
  /** React's hoisted head elements (`<title>`, `<meta>`, `<link>` of the page), then the page's styles. */
  head: string;
  /** `<div id="root">…</div>`: the page as the browser will hydrate it. */
  root: string;
  /** The RTK Query results the page was rendered with (`dehydrateApi`), for the browser's store. */
  state: unknown;
  /** Errors met while rendering (a section that failed is rendered by the browser instead). */
  errors: string[];
}
