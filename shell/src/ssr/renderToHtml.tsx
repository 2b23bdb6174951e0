import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  baseApi,
  connectRemotes,
  createPortalStore,
  type DataClass,
  dataClassOf,
  dehydrateApi,
  type PortalStore,
  setRuntimeConfig,
} from '@janmat/shared';
import type { RenderedPage, RenderRequest } from '@janmat/shared/server';
import { stricterClass } from '@janmat/shared/server';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../app/App';
import { createAppRoutes } from '../app/createAppRoutes';
import { LiteMode } from '../layout/liteMode';
import { loadPageData } from './loadPageData';
import { loadServerModule, withServerRemotes } from './serverFederation';

connectRemotes(loadServerModule);

/**
 * Render passes at most. The page's data is loaded before the first (`loadPageData`); a second pass
 * is made only for queries a part started while rendering (data that depends on an earlier answer).
 */
const MAX_PASSES = 2;
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

const queryKeys = (store: PortalStore) => Object.keys(store.getState().api.queries);

/** Waits for the queries running now; true when a render pass started any the page had not loaded. */
async function startedMore(store: PortalStore, before: number): Promise<boolean> {
  await Promise.allSettled(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return queryKeys(store).length > before;
}

/**
 * What of the page's data goes into it: the answers its class allows. A page anyone may be sent
 * carries public answers only; a visitor's own page carries theirs; staff answers never.
 */
function keepFor(pageClass: DataClass, dataClasses: Map<string, DataClass>) {
  return (key: string) => {
    const dataClass = dataClasses.get(key) ?? 'public';
    return dataClass === 'public' || (dataClass === 'personal' && pageClass === 'personal');
  };
}

/**
 * A page on the server: its data loaded through its route's data contract (`loadPageData`), then
 * rendered once through the federation (the shell's layout and the owning section's page, from its
 * server container), with a second pass only for queries a part started while rendering.
 */
export function renderToHtml(request: RenderRequest): Promise<RenderedPage> {
  return withServerRemotes(request.remotes, () => renderWithRemotes(request));
}

async function renderWithRemotes({
  url,
  route,
  readApi,
  config,
  deadlineMs,
  render,
  form,
  lite = false,
}: RenderRequest): Promise<RenderedPage> {
  const deadline = Date.now() + deadlineMs;
  setRuntimeConfig(config);
  const dataClasses = new Map<string, DataClass>();
  const store = createPortalStore({ readApi, dataClasses, preloadedState: form && { formEcho: form } });
  const errors: string[] = [];
  const load = await loadPageData(store, route, new URL(url, 'http://localhost').searchParams, errors);
  const status = route && load.found ? 200 : 404;
  const pageClass = [...dataClasses.values()].reduce(stricterClass, route ? dataClassOf(route.id) : 'public');
  const state = () => dehydrateApi(store.getState().api, keepFor(pageClass, dataClasses));
  if (!render) return { status, load, head: '', root: '', state: state(), errors, passes: 0 };

  // The page's styles go into <head> (Emotion would write each component's <style> inside <body>);
  // the browser's Emotion cache (key `css`) takes them over instead of inserting them again.
  const styleCache = createCache({ key: 'css' });
  const emotion = createEmotionServer(styleCache);
  const element = (
    <CacheProvider value={styleCache}>
      <div id="root" data-ssr="">
        <LiteMode value={lite}>
          <App store={store} routes={createAppRoutes()} location={url} />
        </LiteMode>
      </div>
    </CacheProvider>
  );
  let html = '';
  let passes = 0;
  while (passes < MAX_PASSES) {
    errors.length = 0;
    const before = queryKeys(store).length;
    html = await renderOnce(element, deadline, errors);
    passes += 1;
    if (!(await startedMore(store, before)) || Date.now() >= deadline) break;
  }
  const at = html.indexOf(ROOT_OPEN);
  if (at === -1) throw new Error('the rendered page has no root element');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return {
    status,
    load,
    head: markServerHead(html.slice(0, at)) + styles,
    root: html.slice(at),
    state: state(),
    errors: [...errors],
    passes,
  };
}
