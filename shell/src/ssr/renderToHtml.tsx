import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  baseApi,
  connectRemotes,
  createPortalStore,
  dehydrateApi,
  type PortalStore,
  setRuntimeConfig,
} from '@janmat/shared';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../app/App';
import { createAppRoutes } from '../app/createAppRoutes';
import { loadServerModule, registerServerRemotes } from './serverFederation';
import type { RenderRequest, RenderResult } from './types';

connectRemotes(loadServerModule);

/** Render passes at most: each starts the queries its newly rendered parts ask for. */
const MAX_PASSES = 3;
const ROOT_OPEN = '<div id="root" data-ssr="">';

/**
 * One render to a string, written once everything has rendered (so every part is in place in the
 * HTML, with no inline script to move streamed parts, which the content security policy forbids),
 * or at `deadline`, when React is told to stop: whatever is still loading then (a slow section) is
 * left for the browser to render, the rest is in the HTML.
 */
function renderOnce(element: ReactElement, deadline: number, errors: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk as Uint8Array);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, however large (React outlines big parts to stream them, with a script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        errors.push(error instanceof Error ? error.message : String(error));
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('server render deadline')),
      Math.max(0, deadline - Date.now()),
    );
  });
}

/**
 * Marks React's hoisted head elements `data-ssr`: the browser's React adds its own when it hydrates
 * `#root` (it does not adopt elements outside its root), so the shell removes these first.
 */
function markServerHead(head: string): string {
  return head.replace(/<(title|meta|link)\b/g, '<$1 data-ssr=""');
}

const queryCount = (store: PortalStore) => Object.keys(store.getState().api.queries).length;

/** Waits for the queries a pass started; true when it started any (the next pass renders their data). */
async function settleQueries(store: PortalStore, before: number): Promise<boolean> {
  await Promise.allSettled(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return queryCount(store) > before;
}

/**
 * Renders a page on the server through the federation: the shell's layout and the owning section's
 * page (its server container), with the page's data. A first pass loads the sections and starts
 * every query the page asks for (the hooks start them while rendering on the server); once they
 * have settled, the next pass renders with the data.
 */
export async function renderToHtml({
  url,
  remotes,
  fetchFn,
  config,
  deadlineMs,
  personal = false,
}: RenderRequest): Promise<RenderResult> {
  const deadline = Date.now() + deadlineMs;
  setRuntimeConfig(config);
  registerServerRemotes(remotes);
  const store = createPortalStore({ fetchFn });
  const routes = createAppRoutes();
  // The page's styles go into <head> (Emotion would write each component's <style> inside <body>);
  // the browser's Emotion cache (key `css`) takes them over instead of inserting them again.
  const styleCache = createCache({ key: 'css' });
  const emotion = createEmotionServer(styleCache);
  const element = (
    <CacheProvider value={styleCache}>
      <div id="root" data-ssr="">
        <App store={store} routes={routes} location={url} />
      </div>
    </CacheProvider>
  );
  const errors: string[] = [];
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    errors.length = 0;
    const before = queryCount(store);
    html = await renderOnce(element, deadline, errors);
    if (!(await settleQueries(store, before)) || Date.now() >= deadline) break;
  }
  const at = html.indexOf(ROOT_OPEN);
  if (at === -1) throw new Error('the rendered page has no root element');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return {
    head: markServerHead(html.slice(0, at)) + styles,
    root: html.slice(at),
    state: dehydrateApi(store.getState().api, { personal }),
    errors: [...errors],
  };
}
