import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { writeFakeBuilds } from './helpers/fakeWeb';
import { startTestApp, type TestApp } from './helpers/testApp';

/** The `<link rel="preload">` tags of a page, as `as href` strings in document order. */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)?>/g)].map(
    ([, href, as, cors]) => `${as}${cors ? '+cors' : ''} ${href}`,
  );
}

const CHUNK = `console.log(${JSON.stringify('न'.repeat(2000))});`;

describe('pages preload the files of the section that renders them', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-hints-'));
    const webRoot = join(dataDir, 'web');
    writeFakeBuilds(webRoot);
    const newsManifest = {
      name: 'news',
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'auto',
        routeChunks: { article: ['page-article.4e5f6a7b.js'], home: ['page-home.8c9d0e1f.js'] },
      },
      exposes: [
        { name: 'routes', path: './routes', assets: { js: { sync: ['routes.0a1b2c3d.js'], async: ['p.js'] } } },
      ],
    };
    writeFileSync(join(webRoot, 'mfe-news', 'dist', 'mf-manifest.json'), JSON.stringify(newsManifest));
    const chunk = join(webRoot, 'mfe-news', 'dist', 'page-home.8c9d0e1f.js');
    writeFileSync(chunk, CHUNK);
    writeFileSync(`${chunk}.br`, new Uint8Array(brotliCompressSync(CHUNK)));
    t = await startTestApp({
      dataDir,
      env: { REMOTE_POLLS_URL: '/elsewhere/polls/mf-manifest.json' },
    });
  }, 60_000);
  afterAll(() => t.close());

  test('an article: its section’s manifest, entry, routes chunk and page chunk', async () => {
    const res = await t.app.inject('/news/national/national-one');
    expect(preloads(res.body)).toEqual([
      'fetch+cors /remotes/news/mf-manifest.json',
      'script /remotes/news/remoteEntry.js',
      'script /remotes/news/routes.0a1b2c3d.js',
      'script /remotes/news/page-article.4e5f6a7b.js',
    ]);
    // Its photo is the page's to preload: React writes that link into the server-rendered page.
    expect(res.body).not.toContain('as="image"');
    expect(res.body.indexOf('rel="preload"')).toBeGreaterThan(res.body.indexOf('rel="canonical"'));
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  test('the home page gets its own page chunk', async () => {
    const res = await t.app.inject('/');
    expect(preloads(res.body)).toContain('script /remotes/news/page-home.8c9d0e1f.js');
    expect(preloads(res.body)).not.toContain('script /remotes/news/page-article.4e5f6a7b.js');
    expect(res.body).not.toContain('as="image"');
  });

  test('a section deployed at another address is preloaded from there', async () => {
    const res = await t.app.inject('/createmypoll');
    expect(preloads(res.body)).toEqual(['fetch+cors /elsewhere/polls/mf-manifest.json']);
  });

  test('a section not built yet gets its manifest link only; a missing page gets none', async () => {
    expect(preloads((await t.app.inject('/videos')).body)).toEqual(['fetch+cors /remotes/media/mf-manifest.json']);
    const missing = await t.app.inject('/no/such/page/at/all');
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body)).toEqual([]);
  });

  test('a build file with a Brotli copy is sent as that copy to browsers that accept it', async () => {
    const url = '/remotes/news/page-home.8c9d0e1f.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(new Uint8Array(br.rawPayload)).toString()).toBe(CHUNK);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });
});
