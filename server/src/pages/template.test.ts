import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_PAGE_ASSETS } from '../../test/helpers/fakeWeb';
import { assetsFromManifest } from '../composition/remoteAssets';
import {
  composePage,
  PAGE_ASSETS_FILE,
  type PageAssets,
  type PageParts,
  ShellAssets,
  sectionPreloads,
} from './template';

const assets: PageAssets = {
  ...FAKE_PAGE_ASSETS,
  preloads: [
    { href: '/main.js', as: 'script' },
    { href: '/123.4f9a2c1e.js', as: 'script' },
  ],
  styles: ['@font-face { font-family: "Janmat Devanagari"; }'],
};
const section = [
  { href: '/remotes/news/mf-manifest.json', as: 'fetch' },
  { href: '/remotes/news/remoteEntry.js', as: 'script' },
];
const data = '<script id="janmat-config" type="application/json">{}</script>';

test('the fallback page: the outline, the title and head tags, the preloads in the head, the entry deferred', () => {
  const html = composePage(assets, { title: 'नया $& पेज', head: '<meta name="x" data-ssr>', preloads: section, data });
  expect(html).toBe(`<!doctype html>
<html lang="hi">
  <head>
    <meta charset="utf-8">
    <title data-ssr>नया $& पेज</title>
    <meta name="x" data-ssr>
    <style>
@font-face { font-family: "Janmat Devanagari"; }
</style>
    <script>(()=>{window.appearance=1})();</script>
    <script>(()=>{window.fontWait=1})();</script>
    <link rel="preload" href="/main.js" as="script">
    <link rel="preload" href="/123.4f9a2c1e.js" as="script">
    <link rel="preload" href="/remotes/news/mf-manifest.json" as="fetch" crossorigin>
    <link rel="preload" href="/remotes/news/remoteEntry.js" as="script">
  </head>
  <body>
    <div id="root">
      <div aria-hidden="true"></div>
    </div>
    ${data}
    <script defer src="/main.js"></script>
  </body>
</html>
`);
});

test('a server-rendered page asks for its scripts and manifests through the boot loader, after the taps answered without it and the replay', () => {
  const root = '<div id="root" data-ssr=""><h1>ख़बर</h1></div>';
  const html = composePage(assets, {
    head: '<title>ख़बर</title><link rel="preload" href="/uploads/lead.svg" as="image" fetchpriority="high">',
    root,
    preloads: [...section, { href: '/a.css', as: 'style' }],
    data,
    scripts: 'load',
  });
  expect(html).not.toMatch(/as="(script|fetch)"|<script defer|<title data-ssr/);
  expect(html).toContain('<link rel="preload" href="/a.css" as="style">');
  expect(html).toContain('<link rel="preload" href="/uploads/lead.svg" as="image" fetchpriority="high">');
  const body = html.slice(html.indexOf('<body>'));
  expect(body).toBe(`<body>
    ${root}
    ${data}
    <script id="janmat-boot" type="application/json">{"scripts":["/main.js"],"preload":["/123.4f9a2c1e.js","/remotes/news/remoteEntry.js"],"fetch":["/remotes/news/mf-manifest.json"],"when":"load"}</script>
    <script>(()=>{window.taps=1})();</script>
    <script>(()=>{window.replay=1})();</script>
    <script>(()=>{window.boot=1})();</script>
  </body>
</html>
`);
});

test('before the shell is built: the placeholder page, with the head tags and the data', () => {
  const html = composePage(undefined, { title: 'जनमत', head: '<link rel="canonical" href="/x">', data });
  expect(html).toContain('साइट तैयार की जा रही है');
  expect(html).toContain('<title>जनमत</title>');
  expect(html).toContain('<link rel="canonical" href="/x">');
  expect(html).toContain(data);
  expect(html).not.toContain('<script>');
});

test("a section's files: its manifest, entry and routes chunks, and the page's own chunk", () => {
  const news = assetsFromManifest(
    '/remotes/news/mf-manifest.json',
    {
      name: 'news',
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'auto',
        routeChunks: { home: ['h.js'] },
      },
      exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['r.js'], async: [] } } }],
    },
    'v1',
  );
  expect(sectionPreloads(news, 'home').map((p) => `${p.as} ${p.href}`)).toEqual([
    'fetch /remotes/news/mf-manifest.json',
    'script /remotes/news/remoteEntry.js',
    'script /remotes/news/r.js',
    'script /remotes/news/h.js',
  ]);
  expect(sectionPreloads(news, 'toString')).toHaveLength(3);
});

test("a page that is read asks the loader to wait for the reader's intent (its route's default)", () => {
  const html = composePage(assets, { head: '', root: '<div id="root"></div>', data });
  expect(html).toContain('"when":"intent"}</script>');
});

test('a read page boots its islands first when the server is set so; a page that moves or is worked never does (decision 0032)', () => {
  const list = (parts: Partial<PageParts>) =>
    JSON.parse(
      /<script id="janmat-boot"[^>]*>(.*?)<\/script>/.exec(
        composePage(assets, { head: '', root: '<div id="root"></div>', data, ...parts }),
      )![1]!,
    );
  expect(list({ islands: true }).islands).toBe(true);
  expect(list({ islands: true, scripts: 'shown' }).islands).toBeUndefined();
  expect(list({ islands: true, scripts: 'load' }).islands).toBeUndefined();
  expect(list({ islands: false }).islands).toBeUndefined();
  expect(list({}).islands).toBeUndefined();
});

describe('ShellAssets', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'janmat-assets-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));
  const write = (value: unknown, mtime: number) => {
    const file = join(dist, PAGE_ASSETS_FILE);
    writeFileSync(file, JSON.stringify(value));
    utimesSync(file, mtime, mtime);
  };

  test('not built: the placeholder view and no inline script allowed; then the build, re-read when it changes', () => {
    const shell = new ShellAssets(dist, 0);
    expect(shell.get()).toEqual({ assets: undefined, version: 'placeholder', built: false });
    expect(shell.inlineHashes()).toEqual([]);
    write(FAKE_PAGE_ASSETS, 1000);
    const first = shell.get();
    expect(first.built).toBe(true);
    expect(first.assets).toEqual(FAKE_PAGE_ASSETS);
    expect(shell.inlineHashes()).toEqual(Object.values(FAKE_PAGE_ASSETS.inline).map((p) => `'${p.hash}'`));
    write({ ...FAKE_PAGE_ASSETS, scripts: ['/main.js', '/second.js'] }, 2000);
    expect(shell.get().version).not.toBe(first.version);
    expect(shell.get().assets?.scripts).toEqual(['/main.js', '/second.js']);
  });

  test('checks the file at most once per interval', () => {
    const shell = new ShellAssets(dist, 60_000);
    expect(shell.get().built).toBe(false);
    write(FAKE_PAGE_ASSETS, 1000);
    expect(shell.get().built).toBe(false);
  });

  test('a list this server cannot read is no build (the placeholder, not a broken page)', () => {
    const shell = new ShellAssets(dist, 0);
    write({ ...FAKE_PAGE_ASSETS, inline: {} }, 1000);
    expect(shell.get().built).toBe(false);
  });
});

test('a lite page marks its <html>, so the parts that stand in for scripted controls show on it; a full page does not', () => {
  const root = '<div id="root" data-ssr=""><h1>ख़बर</h1></div>';
  expect(composePage(assets, { root, head: '', data, lite: true })).toContain('<html lang="hi" data-lite>');
  expect(composePage(assets, { root, head: '', data })).toContain('<html lang="hi">');
});
