// A bare static file server for a built folder on another origin, the way a CDN serves a section:
// CORS open, nothing cached. No dependencies.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': '*',
  // A page of a deployment may fetch from the tester's own machine (Chrome's private network access).
  'access-control-allow-private-network': 'true',
};

/** Serves `dir` at http://127.0.0.1:`port`; resolves to `{ url, stop() }`. */
export async function serveStaticFolder(dir, port) {
  const root = normalize(dir + sep);
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end();
    const path = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(root) || !statSync(path, { throwIfNoEntry: false })?.isFile()) {
      return response.writeHead(404, CORS).end();
    }
    response.writeHead(200, {
      ...CORS,
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      'cross-origin-resource-policy': 'cross-origin',
    });
    createReadStream(path).pipe(response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
