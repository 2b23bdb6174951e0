import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serviceWorkerRoute } from './serviceWorker';

function serve(withWorker: string | undefined) {
  const webRoot = mkdtempSync(join(tmpdir(), 'janmat-sw-'));
  const dist = join(webRoot, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  if (withWorker !== undefined) writeFileSync(join(dist, 'sw.js'), withWorker);
  const app = Fastify();
  serviceWorkerRoute(app, { webRoot });
  return { app, dist };
}

test("serves the shell build's worker for the whole site, revalidated on every check", async () => {
  const { app } = serve('self.addEventListener("push",()=>{})');
  const answer = await app.inject('/sw.js');
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toBe('self.addEventListener("push",()=>{})');
  expect(answer.headers).toMatchObject({
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
    'service-worker-allowed': '/',
  });
  const again = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(answer.headers.etag) } });
  expect(again.statusCode).toBe(304);
});

test('a new build of the worker is served at once, with another ETag', async () => {
  const { app, dist } = serve('// build 1');
  const first = await app.inject('/sw.js');
  writeFileSync(join(dist, 'sw.js'), '// build 2, longer');
  const second = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(first.headers.etag) } });
  expect(second.statusCode).toBe(200);
  expect(second.body).toBe('// build 2, longer');
  expect(second.headers.etag).not.toBe(first.headers.etag);
});

test('answers 404 while the shell is not built', async () => {
  const { app } = serve(undefined);
  expect((await app.inject('/sw.js')).statusCode).toBe(404);
});
