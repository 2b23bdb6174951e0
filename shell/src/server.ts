// Entry of the shell's server build (Node). The Janmat server requires `dist/server/main.js` and
// calls `renderPage` for each page; the rendering code sits behind an async boundary, so the shared
// modules (React, Emotion, @janmat/shared) are negotiated with the remotes' containers first.
import type { RenderedPage, RenderRequest } from '@janmat/shared/server';

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { renderToHtml } = await import('./ssr/renderToHtml');
  return renderToHtml(request);
}
