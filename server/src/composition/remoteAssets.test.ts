import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetsFromManifest, preloadLinks, RemoteAssetsSource } from './remoteAssets';

/** A manifest as the remotes' build writes it (only the fields read here, plus one that is not). */
function manifest(entry: string, routes: string[], publicPath = 'auto') {
  return {
    name: 'news',
    metaData: {
      remoteEntry: { name: entry, path: '', type: 'var' },
      publicPath,
      buildInfo: { buildVersion: '0.0.0+eb1469f.3f2a9c1d', buildName: '@janmat/mfe-news' },
      routeChunks: { home: ['page-home.1111aaaa.js'], article: ['page-article.2222bbbb.js', '77.3333cccc.js'] },
    },
    exposes: [
      { name: 'routes', path: './routes', assets: { js: { sync: routes, async: ['999.page.js'] } } },
      { name: 'PollWidget', path: './PollWidget', assets: { js: { sync: ['widget.js'], async: [] } } },
    ],
  };
}

describe('assetsFromManifest', () => {
  it('names the entry, the ./routes chunks and each page’s chunks beside the manifest, no other module', () => {
    const assets = assetsFromManifest(
      '/remotes/news/mf-manifest.json',
      manifest('remoteEntry.js', ['__federation_expose_routes.1a2b3c4d.js']),
      'v1',
    );
    expect(assets).toEqual({
      manifest: '/remotes/news/mf-manifest.json',
      scripts: ['/remotes/news/remoteEntry.js', '/remotes/news/__federation_expose_routes.1a2b3c4d.js'],
      pages: {
        home: ['/remotes/news/page-home.1111aaaa.js'],
        article: ['/remotes/news/page-article.2222bbbb.js', '/remotes/news/77.3333cccc.js'],
      },
      version: 'v1',
      build: '0.0.0+eb1469f.3f2a9c1d',
    });
  });

  it('uses the public path a manifest gives instead of its own folder', () => {
    const assets = assetsFromManifest(
      'https://cdn.example.com/news/mf-manifest.json',
      manifest('remoteEntry.js', ['r.js'], 'https://static.example.com/news'),
      'v',
    );
    expect(assets.scripts).toEqual([
      'https://static.example.com/news/remoteEntry.js',
      'https://static.example.com/news/r.js',
    ]);
  });

  it('keeps only the manifest when it names nothing usable', () => {
    expect(assetsFromManifest('/m/mf-manifest.json', { name: 'news' }, 'v').scripts).toEqual([]);
    expect(assetsFromManifest('/m/mf-manifest.json', 'not json', 'v').scripts).toEqual([]);
    expect(assetsFromManifest('/m/mf-manifest.json', { name: 'news' }, 'v').build).toBeNull();
  });
});

test('preloadLinks fetches the manifest in CORS mode and the scripts of the route as classic scripts, escaped', () => {
  const assets = {
    manifest: '/r/mf-manifest.json',
    scripts: ['/r/a.js?x=1&y="2"'],
    pages: { home: ['/r/page-home.js'], article: ['/r/page-article.js'] },
    version: 'v',
    build: null,
  };
  expect(
    preloadLinks(assets, 'home')
      .split('\n')
      .map((line) => line.trim()),
  ).toEqual([
    '<link rel="preload" href="/r/mf-manifest.json" as="fetch" crossorigin>',
    '<link rel="preload" href="/r/a.js?x=1&amp;y=&quot;2&quot;" as="script">',
    '<link rel="preload" href="/r/page-home.js" as="script">',
  ]);
  expect(preloadLinks(assets, 'toString')).not.toContain('page-');
});

describe('RemoteAssetsSource', () => {
  /** The origin this suite's sections elsewhere are on (RELEASE_MANIFEST_ORIGINS). */
  const SOURCES = { origins: ['https://cdn.example.com'], httpsOnly: false };
  const unused = jest.fn(async () => {
    throw new Error('no network in this test');
  }) as unknown as typeof fetch;

  it('reads the copy this server serves, and again once its manifest changes', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'janmat-assets-'));
    const file = join(webRoot, 'mfe-news', 'dist', 'mf-manifest.json');
    mkdirSync(join(webRoot, 'mfe-news', 'dist'), { recursive: true });
    writeFileSync(file, JSON.stringify(manifest('remoteEntry.js', ['routes.1111aaaa.js'])));
    let now = 0;
    const source = new RemoteAssetsSource(
      { webRoot, remoteUrls: {}, releaseSources: SOURCES },
      { fetchFn: unused, now: () => now },
    );

    const first = await source.get('news');
    expect(first.scripts).toEqual(['/remotes/news/remoteEntry.js', '/remotes/news/routes.1111aaaa.js']);
    expect(first.pages.home).toEqual(['/remotes/news/page-home.1111aaaa.js']);

    writeFileSync(file, JSON.stringify(manifest('remoteEntry.js', ['routes.2222bbbb.js', 'shared.3333cccc.js'])));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    now = 2000;
    const second = await source.get('news');
    expect(second.scripts).toEqual([
      '/remotes/news/remoteEntry.js',
      '/remotes/news/routes.2222bbbb.js',
      '/remotes/news/shared.3333cccc.js',
    ]);
    expect(second.version).not.toBe(first.version);
    expect(unused).not.toHaveBeenCalled();
  });

  it('preloads only the manifest of a section that is not built yet', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'janmat-assets-'));
    const source = new RemoteAssetsSource({ webRoot, remoteUrls: {}, releaseSources: SOURCES }, { fetchFn: unused });
    expect(await source.get('media')).toEqual({
      manifest: '/remotes/media/mf-manifest.json',
      scripts: [],
      pages: {},
      version: 'none',
      build: null,
    });
  });

  it('fetches a manifest deployed elsewhere once, serves it for maxAgeMs, then refreshes it in the background', async () => {
    const url = 'https://cdn.example.com/static/mf-manifest.json';
    let routes = 'routes.aaaa1111.js';
    const fetchFn = jest.fn(async () => new Response(JSON.stringify(manifest('remoteEntry.js', [routes]))));
    let now = 0;
    const source = new RemoteAssetsSource(
      { webRoot: '/nowhere', remoteUrls: { static: url }, releaseSources: SOURCES },
      { fetchFn: fetchFn as unknown as typeof fetch, maxAgeMs: 1000, now: () => now },
    );
    const cdn = (file: string) => `https://cdn.example.com/static/${file}`;

    expect((await source.get('static')).scripts).toEqual([cdn('remoteEntry.js'), cdn('routes.aaaa1111.js')]);
    expect((await source.get('static')).scripts).toContain(cdn('routes.aaaa1111.js'));
    expect(fetchFn).toHaveBeenCalledTimes(1);

    routes = 'routes.bbbb2222.js';
    now = 1500;
    // The stale answer is served while the new one is fetched; the next page gets the new one.
    expect((await source.get('static')).scripts).toContain(cdn('routes.aaaa1111.js'));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await source.get('static')).scripts).toContain(cdn('routes.bbbb2222.js'));
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('a manifest elsewhere that cannot be read leaves the page with its manifest link only', async () => {
    const url = 'https://cdn.example.com/polls/mf-manifest.json';
    const fetchFn = jest.fn(async () => new Response('down', { status: 503 }));
    const source = new RemoteAssetsSource(
      { webRoot: '/nowhere', remoteUrls: { polls: url }, releaseSources: SOURCES },
      { fetchFn: fetchFn as unknown as typeof fetch },
    );
    expect(await source.get('polls')).toEqual({ manifest: url, scripts: [], pages: {}, version: 'none', build: null });
  });

  it('a manifest on an origin not allowed, or redirected to one, is not fetched: its link only', async () => {
    const fetchFn = jest.fn(async () =>
      Response.redirect('http://169.254.169.254/latest/meta-data/mf-manifest.json', 302),
    ) as unknown as typeof fetch;
    for (const url of [
      'https://elsewhere.example/polls/mf-manifest.json',
      'https://cdn.example.com/polls/mf-manifest.json',
    ]) {
      const source = new RemoteAssetsSource(
        { webRoot: '/nowhere', remoteUrls: { polls: url }, releaseSources: SOURCES },
        { fetchFn },
      );
      expect(await source.get('polls')).toEqual({
        manifest: url,
        scripts: [],
        pages: {},
        version: 'none',
        build: null,
      });
    }
    // Only the allowed address was asked; its redirect was not followed.
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('https://cdn.example.com/polls/mf-manifest.json', expect.anything());
  });

  it('a relative manifest address of another server is preloaded as it is', async () => {
    const source = new RemoteAssetsSource(
      { webRoot: '/nowhere', remoteUrls: { polls: '/elsewhere/polls/mf-manifest.json' }, releaseSources: SOURCES },
      { fetchFn: unused },
    );
    expect(await source.get('polls')).toEqual({
      manifest: '/elsewhere/polls/mf-manifest.json',
      scripts: [],
      pages: {},
      version: 'none',
      build: null,
    });
  });
});
