import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE_CONTROL } from '@janmat/shared/server';
import sharp from 'sharp';
import { SERVER_MESSAGES } from '../src/core/messages';
import { FAKE_PAGE_ASSETS, writeFakeBuilds } from './helpers/fakeWeb';
import { startTestApp, type TestApp } from './helpers/testApp';

/** The parts of a rendered page the tests look at. */
function parsePage(html: string) {
  const attr = (re: RegExp) => html.match(re)?.[1];
  const script = (id: string) => {
    const body = html.match(new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`))?.[1];
    return body === undefined ? undefined : JSON.parse(body);
  };
  return {
    title: attr(/<title[^>]*>([\s\S]*?)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)" data-ssr>/),
    keywords: attr(/<meta name="keywords" content="([^"]*)" data-ssr>/),
    canonical: attr(/<link rel="canonical" href="([^"]*)" data-ssr>/),
    og: (p: string) => attr(new RegExp(`<meta property="og:${p}" content="([^"]*)" data-ssr>`)),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)" data-ssr>/),
    robots: attr(/<meta name="robots" content="([^"]*)" data-ssr>/),
    config: script('janmat-config'),
  };
}

describe('pages and files with built frontends', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-web-'));
    writeFakeBuilds(join(dataDir, 'web'));
    t = await startTestApp({
      dataDir,
      env: {
        REMOTE_MEDIA_URL: 'https://cdn.example.com/media/mf-manifest.json',
        REMOTE_POLLS_URL: '/elsewhere/polls/mf-manifest.json',
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  const page = async (url: string, status = 200) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    return { res, ...parsePage(res.body) };
  };

  test('a visitor’s own page (/mypolls) is not indexed', async () => {
    const p = await page('/mypolls');
    expect(p.robots).toBe('noindex');
    expect(p.canonical).toBe('https://janmat.test/mypolls');
  });

  test('text from the address never reaches the page unescaped', async () => {
    // Without the shell's server build (the fake builds here) no section says the category is unknown.
    const p = await page('/news/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(p.res.body).not.toContain('<script>alert(1)');
    // `=` is spelled `%3D` in the one address of a path (as the site's links spell it).
    const moved = await t.app.inject('/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    const q = await page(String(moved.headers.location), 404);
    expect(q.res.body).not.toContain('<img src=x');
  });

  test('HTML is kept briefly by browsers and longer by the shared cache in front (ETag, 304 when unchanged)', async () => {
    const first = await t.app.inject('/aboutus');
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL.public);
    const again = await t.app.inject({ url: '/aboutus', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('/remotes.json names each remote manifest from the environment or the copy served here', async () => {
    const res = await t.app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    expect(res.json()).toMatchObject({
      news: '/remotes/news/mf-manifest.json',
      media: 'https://cdn.example.com/media/mf-manifest.json',
      polls: '/elsewhere/polls/mf-manifest.json',
      static: '/remotes/static/mf-manifest.json',
      overrideOrigins: [],
    });
  });

  test.each([
    ['/main.js', 'no-cache'],
    ['/123.4f9a2c1e.js', 'public, max-age=31536000, immutable'],
    ['/remotes/news/remoteEntry.js', 'no-cache'],
    ['/remotes/news/mf-manifest.json', 'no-cache'],
    ['/remotes/news/456.0123abcd.js', 'public, max-age=31536000, immutable'],
  ])('%s is served with Cache-Control %s and an ETag', async (url, cacheControl) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test("remote files may be loaded from another origin; dotfiles and the shell's page and list are not served", async () => {
    const entry = await t.app.inject('/remotes/news/remoteEntry.js');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const env = await t.app.inject('/.env');
    expect(env.statusCode).toBe(404);
    expect(env.body).not.toContain('SECRET');
    const raw = await t.app.inject('/index.html');
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('<!--janmat:head-->');
    expect((await t.app.inject('/page-assets.json')).statusCode).toBe(404);
    expect((await t.app.inject('/remotes/news/missing.js')).json()).toEqual({ message: SERVER_MESSAGES.notFound });
  });

  test("security headers: CSP names the remote origin, the shell build's inline scripts, the video host and inline styles", async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    // The inline scripts allowed are those the shell's build lists (the head's wait for the face, the
    // taps answered before the scripts, the early-tap replay and the boot loader), each by the hash of
    // its exact text, and nothing else.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const { appearance, fontWait, nativeTaps, earlyTapReplay, bootLoader } = FAKE_PAGE_ASSETS.inline;
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual(
      [appearance, fontWait, nativeTaps, earlyTapReplay, bootLoader].map((program) => `'${program.hash}'`),
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the default share image is served from /uploads, as SVG and as the 1200×630 PNG pages name', async () => {
    const res = await t.app.inject('/uploads/site/janmat-og.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const png = await t.app.inject('/uploads/site/janmat-og.png');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});

describe('pages before the frontends are built (behind a trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  }, 60_000);
  afterAll(() => t.close());

  test('pages answer a Hindi placeholder (with the head tags) instead of failing', async () => {
    const res = await t.app.inject('/news/national/national-one');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('साइट तैयार की जा रही है');
    const p = parsePage(res.body);
    expect(p.title).toBe('जनमत');
    expect(p.canonical).toBe('https://janmat.test/news/national/national-one');
    expect((await t.app.inject('/')).statusCode).toBe(200);
    expect((await t.app.inject('/remotes/news/remoteEntry.js')).statusCode).toBe(404);
  });

  test('with TRUST_PROXY the visitor address comes from X-Forwarded-For (sent by the listed proxy)', async () => {
    const res = await t.app.inject({
      url: '/api/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.5' });
  });
});
