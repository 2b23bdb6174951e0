import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedAfterEach, fetchTrusting, httpServer, httpsServer, redirectTo } from '../../test/helpers/localServers';
import { ServerBuilds } from './serverBuilds';

const ENTRY = 'https://cdn.example/static/b2/server/remoteEntry.js';
/** The origin this suite's builds are on (RELEASE_MANIFEST_ORIGINS), in production. */
const SOURCES = { origins: ['https://cdn.example'], httpsOnly: true };

/** A CDN holding one server build: its files by name, and what it has been asked for. */
function cdn(files: Record<string, string>) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    const name = url.slice(url.lastIndexOf('/') + 1);
    return name in files ? new Response(files[name]) : new Response('missing', { status: 404 });
  }) as typeof fetch;
  return { fetchFn, asked };
}

describe('ServerBuilds', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'janmat-server-builds-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies a build’s listed files beside each other, once per build', async () => {
    const files = {
      'files.json': '["remoteEntry.js","static.1.js"]',
      'remoteEntry.js': 'entry v1',
      'static.1.js': 'chunk v1',
    };
    const { fetchFn, asked } = cdn(files);
    const builds = new ServerBuilds(dir, SOURCES, { fetchFn });
    const entry = await builds.entry(ENTRY, 'v1');
    expect(entry).toMatch(/^file:/);
    const file = fileURLToPath(entry!);
    expect(readFileSync(file, 'utf8')).toBe('entry v1');
    expect(readFileSync(join(file, '..', 'static.1.js'), 'utf8')).toBe('chunk v1');
    expect(await builds.entry(ENTRY, 'v1')).toBe(entry);
    expect(asked).toHaveLength(3);

    // The same address with another build: a copy of its own.
    files['remoteEntry.js'] = 'entry v2';
    const next = await builds.entry(ENTRY, 'v2');
    expect(next).not.toBe(entry);
    expect(readFileSync(fileURLToPath(next!), 'utf8')).toBe('entry v2');
  });

  it('copies nothing from a list naming paths, or without the entry, or without a list', async () => {
    for (const list of ['["../../etc/passwd.js","remoteEntry.js"]', '["static.1.js"]', undefined]) {
      const { fetchFn } = cdn({
        ...(list ? { 'files.json': list } : {}),
        'remoteEntry.js': 'entry',
        'static.1.js': 'x',
      });
      expect(await new ServerBuilds(dir, SOURCES, { fetchFn }).entry(ENTRY, 'v1')).toBeUndefined();
    }
  });

  it('asks nothing of an entry outside the allowed origins, and runs no copy of it', async () => {
    const { fetchFn, asked } = cdn({ 'files.json': '["remoteEntry.js"]', 'remoteEntry.js': 'entry' });
    const builds = new ServerBuilds(dir, SOURCES, { fetchFn });
    expect(await builds.entry('https://elsewhere.example/static/b2/server/remoteEntry.js', 'v1')).toBeUndefined();
    expect(await builds.entry('http://cdn.example/static/b2/server/remoteEntry.js', 'v1')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  describe('on real sockets', () => {
    const start = closedAfterEach();

    /** A CDN over https whose `remoteEntry.js` answers as `entry` does. */
    const tlsCdn = (entry: Parameters<typeof httpsServer>[0]) =>
      start(
        httpsServer((request, response) => {
          if (request.url === '/b2/server/files.json') return response.end('["remoteEntry.js","static.1.js"]');
          if (request.url === '/b2/server/static.1.js') return response.end('chunk');
          if (request.url === '/b2/server/remoteEntry.js') return entry(request, response);
          response.end('the entry');
        }),
      );

    it('in production, copies nothing when a file redirects to http://, and never asks the http address', async () => {
      const plain = await start(
        httpServer((_request, response) => response.end('module.exports = "changed on the way"')),
      );
      const tls = await tlsCdn(redirectTo(`${plain.origin}/remoteEntry.js`));
      const sources = { origins: [tls.origin, plain.origin], httpsOnly: true };
      const builds = new ServerBuilds(dir, sources, { fetchFn: fetchTrusting(tls.ca) });
      expect(await builds.entry(`${tls.origin}/b2/server/remoteEntry.js`, 'v1')).toBeUndefined();
      expect(tls.asked).toContain('/b2/server/remoteEntry.js');
      expect(plain.asked).toEqual([]);
    });

    it('copies nothing when a file redirects to an origin not allowed; follows a redirect within them', async () => {
      const outside = await start(httpsServer((_request, response) => response.end('code from outside')));
      const away = await tlsCdn(redirectTo(`${outside.origin}/remoteEntry.js`));
      const sources = { origins: [away.origin], httpsOnly: true };
      expect(
        await new ServerBuilds(dir, sources, { fetchFn: fetchTrusting(away.ca, outside.ca) }).entry(
          `${away.origin}/b2/server/remoteEntry.js`,
          'v1',
        ),
      ).toBeUndefined();
      expect(outside.asked).toEqual([]);

      const within = await tlsCdn(redirectTo('/b2/server/entry.moved.js'));
      const builds = new ServerBuilds(
        dir,
        { origins: [within.origin], httpsOnly: true },
        { fetchFn: fetchTrusting(within.ca) },
      );
      const entry = await builds.entry(`${within.origin}/b2/server/remoteEntry.js`, 'v1');
      expect(readFileSync(fileURLToPath(entry!), 'utf8')).toBe('the entry');
      expect(within.asked).toContain('/b2/server/entry.moved.js');
    });
  });
});
