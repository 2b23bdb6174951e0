import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closedAfterEach,
  closedOrigin,
  fetchTrusting,
  httpServer,
  httpsServer,
  notHttpServer,
  redirectTo,
} from '../../test/helpers/localServers';
import { fakeManifest } from '../../test/helpers/releases/fakeManifest';
import type { RenderCheck } from '../composition/renderCheckContract';
import type { Db } from '../core/db/client';
import { preflight } from './preflight';
import { type FileAccess, reachable, readManifest } from './preflightManifest';
import { PREFLIGHT_MESSAGES as M } from './releaseMessages';

/** Where a release's manifest and files may come from, in pre-flight: what it asks, and what it answers. */

const webRoot = mkdtempSync(join(tmpdir(), 'janmat-preflight-sources-'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const access = (origins: string[], more: Partial<FileAccess> = {}, httpsOnly = false): FileAccess => ({
  config: { webRoot, releaseSources: { origins, httpsOnly } },
  fetchFn: jest.fn(async () => new Response(JSON.stringify(fakeManifest('news')))),
  timeoutMs: 5_000,
  ...more,
});

describe('an address outside RELEASE_MANIFEST_ORIGINS', () => {
  it('is refused with no request made: the manifest, and a server entry', async () => {
    const fetchFn = jest.fn(async () => new Response('{}')) as unknown as typeof fetch;
    const allowed = access(['https://static.janmat.in'], { fetchFn });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/mf-manifest.json',
      'http://127.0.0.1:5432/mf-manifest.json',
      'https://static.janmat.in.evil.test/mf-manifest.json',
    ]) {
      expect(await readManifest(url, allowed)).toEqual({
        ok: false,
        step: 'manifest',
        message: M.originNotAllowed('manifest', url, ['https://static.janmat.in']),
      });
    }
    expect(await reachable('https://10.0.0.7/server/remoteEntry.js', allowed)).toMatchObject({
      ok: false,
      step: 'server-entry',
      message: expect.stringContaining('RELEASE_MANIFEST_ORIGINS'),
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('is refused for a server entry a manifest on an allowed origin puts elsewhere (its public path)', async () => {
    const url = 'https://cdn.test/news/b2/mf-manifest.json';
    const manifest = fakeManifest('news', (m) => {
      m.metaData.publicPath = 'https://10.0.0.9/';
    });
    const fetchFn = jest.fn(async () => new Response(JSON.stringify(manifest))) as unknown as typeof fetch;
    const render = jest.fn() as unknown as RenderCheck;
    const origins = ['https://cdn.test'];
    const outcome = await preflight(
      'news',
      url,
      {
        db: {} as Db,
        config: { webRoot, releaseSources: { origins, httpsOnly: true } },
        releases: { composition: () => ({}) as never },
        fetchFn,
        shellVersion: '1.0.0',
      },
      render,
    );
    expect(outcome).toEqual({
      ok: false,
      step: 'server-entry',
      build: '0.0.0+test.1',
      message: M.originNotAllowed('server-entry', 'https://10.0.0.9/server/remoteEntry.js', origins),
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(render).not.toHaveBeenCalled();
  });
});

describe('on real sockets', () => {
  const start = closedAfterEach();

  it('a closed port, an open port that is not HTTP and an HTTP 403 get one refusal, naming the step', async () => {
    const closed = await closedOrigin();
    const other = await start(notHttpServer());
    const forbidden = await start(
      httpServer((_request, response) => response.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden')),
    );
    const origins = [closed, other.origin, forbidden.origin];
    const answers = new Set<string>();
    for (const origin of origins) {
      const manifest = `${origin}/news/b2/mf-manifest.json`;
      const entry = `${origin}/news/b2/server/remoteEntry.js`;
      const read = await readManifest(manifest, access(origins, { fetchFn: fetch }));
      const found = await reachable(entry, access(origins, { fetchFn: fetch }));
      expect(read).toEqual({ ok: false, step: 'manifest', message: M.fetchFailed('manifest', manifest) });
      expect(found).toEqual({ ok: false, step: 'server-entry', message: M.fetchFailed('server-entry', entry) });
      for (const refusal of [read, found])
        answers.add(('message' in refusal ? refusal.message : '').replace(origin, '<origin>'));
    }
    // Both steps, the same words for all three: nothing tells what answers at an address.
    expect(answers.size).toBe(2);
    expect(other.asked.length).toBeGreaterThan(0);
    expect(forbidden.asked).toEqual(['/news/b2/mf-manifest.json', '/news/b2/server/remoteEntry.js']);
  });

  it('the network’s reason goes to the log, not into the answer', async () => {
    const closed = await closedOrigin();
    const warn = jest.fn();
    const url = `${closed}/mf-manifest.json`;
    const read = await readManifest(url, access([closed], { fetchFn: fetch, log: { warn } }));
    expect(read).toMatchObject({ ok: false, message: M.fetchFailed('manifest', url) });
    expect(warn).toHaveBeenCalledWith(
      { step: 'manifest', url, why: 'ECONNREFUSED' },
      'pre-flight could not fetch a file of the build',
    );
  });

  it('a manifest redirected within the allowed origins is read; one redirected outside is not', async () => {
    const outside = await start(httpServer((_request, response) => response.end(JSON.stringify(fakeManifest('news')))));
    const cdn = await start(
      httpServer((request, response) => {
        if (request.url === '/news/latest/mf-manifest.json')
          return redirectTo('/news/b2/mf-manifest.json')(request, response);
        if (request.url === '/news/away/mf-manifest.json')
          return redirectTo(`${outside.origin}/mf-manifest.json`)(request, response);
        response.end(JSON.stringify(fakeManifest('news')));
      }),
    );
    const allowed = access([cdn.origin], { fetchFn: fetch });
    expect(await readManifest(`${cdn.origin}/news/latest/mf-manifest.json`, allowed)).toMatchObject({
      ok: true,
      json: { name: 'news' },
    });
    const away = `${cdn.origin}/news/away/mf-manifest.json`;
    expect(await readManifest(away, allowed)).toEqual({
      ok: false,
      step: 'manifest',
      message: M.fetchFailed('manifest', away),
    });
    expect(outside.asked).toEqual([]);
  });

  it('in production, an https server entry that redirects to http:// is refused, and the http address never asked', async () => {
    const plain = await start(
      httpServer((_request, response) => response.end('module.exports = "changed on the way"')),
    );
    const tls = await start(
      httpsServer((request, response) =>
        request.url === '/news/b2/mf-manifest.json'
          ? response.end(JSON.stringify(fakeManifest('news')))
          : redirectTo(`${plain.origin}/remoteEntry.js`)(request, response),
      ),
    );
    const production = access([tls.origin, plain.origin], { fetchFn: fetchTrusting(tls.ca) }, true);
    expect(await readManifest(`${tls.origin}/news/b2/mf-manifest.json`, production)).toMatchObject({ ok: true });
    const entry = `${tls.origin}/news/b2/server/remoteEntry.js`;
    expect(await reachable(entry, production)).toEqual({
      ok: false,
      step: 'server-entry',
      message: M.fetchFailed('server-entry', entry),
    });
    expect(tls.asked).toEqual(['/news/b2/mf-manifest.json', '/news/b2/server/remoteEntry.js']);
    expect(plain.asked).toEqual([]);
  });
});
