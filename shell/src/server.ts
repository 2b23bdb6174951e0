// Entry of the shell's server build (Node). The Janmat server requires `dist/server/main.js` and
// calls `renderPage` for each page; the rendering code sits behind an async boundary, so the shared
// modules (React, Emotion, @janmat/shared) are negotiated with the remotes' containers first.
import type { RenderRequest, RenderResult } from './ssr/types';

export type { RenderRequest, RenderResult, ServerRemote } from './ssr/types';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderToHtml } = await import('./ssr/renderToHtml');
  return renderToHtml(request);
}
