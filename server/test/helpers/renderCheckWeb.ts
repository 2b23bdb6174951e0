import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fakeManifest } from './releases/fakeManifest';

function put(root: string, path: string, content: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * A shell server build as small as the render contract allows: it loads each section's server
 * container from disk (as the real one does for `file:` entries), calls its `render(url)` if it has
 * one, reads `/api/categories` and answers 200 with the errors it met.
 */
const FAKE_SHELL = `
const { fileURLToPath } = require('node:url');
exports.renderPage = async (request) => {
  const errors = [];
  for (const remote of request.remotes) {
    try {
      const container = require(fileURLToPath(remote.entry));
      if (typeof container.render === 'function') await container.render(request.url);
    } catch (error) {
      errors.push(String((error && error.message) || error));
    }
  }
  const categories = await request.readApi('/api/categories');
  if (categories.status !== 200) errors.push('categories: HTTP ' + categories.status);
  return { status: 200, load: { found: true }, head: '', root: '', state: null, errors, passes: 1 };
};
`;

/** A web root with the fake shell server build and the news section's live build (a harmless container). */
export function writeRenderCheckWeb(webRoot: string): void {
  put(webRoot, 'shell/dist/server/main.js', FAKE_SHELL);
  writeNewsBuild(webRoot, '', 'exports.render = async () => undefined;');
}

/**
 * A build of the news section this server serves from `mfe-news/dist/<folder>` (its manifest is
 * `/remotes/news/<folder>/mf-manifest.json`), whose server container is `container`.
 */
export function writeNewsBuild(webRoot: string, folder: string, container: string): string {
  const base = folder ? `mfe-news/dist/${folder}` : 'mfe-news/dist';
  put(webRoot, `${base}/mf-manifest.json`, JSON.stringify(fakeManifest('news')));
  put(webRoot, `${base}/server/remoteEntry.js`, container);
  return `/remotes/news/${folder ? `${folder}/` : ''}mf-manifest.json`;
}
