import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../src/core/config';
import { startTestApp, type TestApp } from './helpers/testApp';

function put(root: string, path: string, content: unknown): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

const built = (buildVersion: string) => ({ metaData: { buildInfo: { buildVersion, buildName: 'x' } } });

describe('/remotes.json and the CSP with overrides allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-remotes-json-'));
    const web = join(dataDir, 'web');
    put(web, 'shell/dist/index.html', '<!doctype html><html><head><title>x</title></head><body></body></html>');
    put(web, 'shell/dist/mf-manifest.json', built('0.0.0+eb1469f.aaaaaaaa'));
    put(web, 'mfe-news/dist/mf-manifest.json', built('0.0.0+eb1469f.bbbbbbbb'));
    t = await startTestApp({
      dataDir,
      env: {
        REMOTE_OVERRIDE_ORIGINS: 'https://preview.example.com, http://127.0.0.1:3213',
        REMOTE_MEDIA_URL: '/elsewhere/media/mf-manifest.json',
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  test('lists the manifests, the builds they name and the allowed override origins', async () => {
    const res = await t.app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      news: '/remotes/news/mf-manifest.json',
      media: '/elsewhere/media/mf-manifest.json',
      polls: '/remotes/polls/mf-manifest.json',
      static: '/remotes/static/mf-manifest.json',
      newsroom: '/remotes/newsroom/mf-manifest.json',
      versions: {
        shell: '0.0.0+eb1469f.aaaaaaaa',
        news: '0.0.0+eb1469f.bbbbbbbb',
        media: null,
        polls: null,
        static: null,
        newsroom: null,
      },
      overrideOrigins: ['https://preview.example.com', 'http://127.0.0.1:3213'],
    });
    const again = await t.app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('a plain visitor’s content security policy names none of the override origins', async () => {
    const res = await t.app.inject('/aboutus?remote.static=https%3A%2F%2Fpreview.example.com%2Fmf-manifest.json');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('preview.example.com');
    expect(csp).not.toContain('127.0.0.1:3213');
    expect(csp).not.toContain('*');
  });
});

test('REMOTE_OVERRIDE_ORIGINS is read at start: empty by default, and a value that is not origins stops the start', () => {
  expect(loadConfig({}).remoteOverrideOrigins).toEqual([]);
  expect(() => loadConfig({ REMOTE_OVERRIDE_ORIGINS: 'https://cdn.example.com/news/' })).toThrow(
    'REMOTE_OVERRIDE_ORIGINS: "https://cdn.example.com/news/" is not an origin',
  );
});
