import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeManifest } from '../../test/helpers/releases/fakeManifest';
import {
  checkExposes,
  checkName,
  checkShape,
  checkShared,
  type FileAccess,
  locate,
  needsServerEntry,
  reachable,
  readManifest,
  requiredModules,
} from './preflightManifest';
import { PREFLIGHT_MESSAGES as M } from './releaseMessages';

const webRoot = mkdtempSync(join(tmpdir(), 'janmat-preflight-'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The origins these tests' builds may come from. */
const ORIGINS = ['https://cdn.test', 'http://cdn.test', 'https://slow.test'];

const access = ({ httpsOnly = false, ...more }: Partial<FileAccess> & { httpsOnly?: boolean } = {}): FileAccess => ({
  config: { webRoot, releaseSources: { origins: ORIGINS, httpsOnly } },
  fetchFn: jest.fn(async () => new Response('{}')),
  timeoutMs: 5_000,
  ...more,
});

describe('where a manifest is', () => {
  it('maps /remotes/<name>/… to the files the server serves, and nothing else on disk', () => {
    expect(locate('/remotes/news/builds/b1/mf-manifest.json', access(), 'manifest')).toEqual({
      kind: 'file',
      path: join(webRoot, 'mfe-news', 'dist', 'builds', 'b1', 'mf-manifest.json'),
    });
    for (const path of [
      '/remotes/news/../../etc/passwd',
      '/remotes/news/%2e%2e/x.json',
      '/remotes/news/a%2Fb.json',
      '/remotes/nope/mf-manifest.json',
      '/uploads/mf-manifest.json',
      '/remotes/news/mf-manifest.json?x=1',
    ]) {
      expect(locate(path, access(), 'manifest')).toMatchObject({ ok: false, step: 'manifest' });
    }
  });

  it('takes http(s) addresses, and only https with NODE_ENV=production', () => {
    expect(locate('http://cdn.test/news/mf-manifest.json', access(), 'manifest')).toEqual({
      kind: 'http',
      url: 'http://cdn.test/news/mf-manifest.json',
    });
    expect(locate('http://cdn.test/news/mf-manifest.json', access({ httpsOnly: true }), 'manifest')).toMatchObject({
      ok: false,
      message: expect.stringContaining('https://'),
    });
    expect(locate('https://cdn.test/x.json', access({ httpsOnly: true }), 'manifest')).toMatchObject({ kind: 'http' });
    for (const url of ['ftp://cdn.test/x.json', 'file:///etc/passwd', 'not a url', '//cdn.test/x.json']) {
      expect(locate(url, access(), 'manifest')).toMatchObject({ ok: false, step: 'manifest' });
    }
  });
});

describe('reading a manifest', () => {
  it('reads a served file from disk', async () => {
    const folder = join(webRoot, 'mfe-polls', 'dist', 'builds', 'b2');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(fakeManifest('polls')));
    const got = await readManifest('/remotes/polls/builds/b2/mf-manifest.json', access());
    expect(got).toMatchObject({ ok: true, json: { name: 'polls' } });
    expect(await readManifest('/remotes/polls/builds/b3/mf-manifest.json', access())).toMatchObject({
      ok: false,
      step: 'manifest',
    });
  });

  it('refuses an address that answers an error, fails, or is not JSON: one refusal for the first two', async () => {
    const answers = [
      async () => new Response('gone', { status: 404 }),
      async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      },
      async () => new Response('<html>'),
    ];
    const messages: string[] = [];
    for (const answer of answers) {
      const got = await readManifest('https://cdn.test/mf-manifest.json', access({ fetchFn: jest.fn(answer) }));
      expect(got).toMatchObject({ ok: false, step: 'manifest' });
      messages.push((got as { message: string }).message);
    }
    expect(messages[0]).toBe(M.fetchFailed('manifest', 'https://cdn.test/mf-manifest.json'));
    expect(messages[1]).toBe(messages[0]);
    expect(messages[2]).toContain('JSON');
  });

  it('gives up on an address after the timeout', async () => {
    jest.useFakeTimers();
    try {
      let aborted = false;
      const fetchFn = jest.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>(() => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
            });
          }),
      );
      const pending = readManifest('https://slow.test/mf-manifest.json', access({ fetchFn: fetchFn as typeof fetch }));
      await jest.advanceTimersByTimeAsync(5_000);
      await expect(pending).resolves.toEqual({
        ok: false,
        step: 'manifest',
        message: M.fetchFailed('manifest', 'https://slow.test/mf-manifest.json'),
      });
      expect(aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the manifest itself', () => {
  const url = 'https://cdn.test/mf-manifest.json';

  it('must be an MF 2.0 manifest', () => {
    expect(checkShape(url, fakeManifest('news'))).toEqual({ ok: true });
    expect(checkShape(url, [])).toMatchObject({ ok: false, step: 'manifest' });
    const old = fakeManifest('news', (m) => {
      delete m.metaData.remoteEntry;
      Reflect.deleteProperty(m, 'shared');
    });
    expect(checkShape(url, old)).toMatchObject({
      ok: false,
      step: 'manifest',
      message: expect.stringContaining('metaData.remoteEntry.name, shared'),
    });
  });

  it("must be the section's own", () => {
    expect(checkName('news', fakeManifest('news'))).toEqual({ ok: true });
    expect(checkName('media', fakeManifest('news'))).toMatchObject({
      ok: false,
      step: 'name',
      message: expect.stringContaining('janmat_media'),
    });
    const renamed = fakeManifest('news', (m) => {
      m.metaData.globalName = 'janmat_other';
    });
    expect(checkName('news', renamed)).toMatchObject({ ok: false, step: 'name' });
  });

  it('must expose every module the contract requires of the section', () => {
    expect(requiredModules('polls')).toEqual(['routes', 'pageData', 'PollWidget']);
    expect(requiredModules('newsroom')).toEqual(['routes']);
    expect(checkExposes('polls', fakeManifest('polls'))).toEqual({ ok: true });
    const noWidget = fakeManifest('polls', (m) => {
      m.exposes = m.exposes.filter((e) => e.name !== 'PollWidget');
    });
    expect(checkExposes('polls', noWidget)).toMatchObject({
      ok: false,
      step: 'exposes',
      message: expect.stringContaining('./PollWidget'),
    });
  });

  it("must share @janmat/shared with a range the shell's version meets", () => {
    expect(checkShared(fakeManifest('news'), '1.4.0')).toEqual({ ok: true });
    expect(checkShared(fakeManifest('news'), '2.0.0')).toMatchObject({
      ok: false,
      step: 'shared',
      message: expect.stringContaining('^1.0.0'),
    });
    const nextMajor = fakeManifest('news', (m) => {
      m.shared[1]!.requiredVersion = '^2.0.0';
    });
    expect(checkShared(nextMajor, '1.0.0')).toMatchObject({ ok: false, step: 'shared' });
    const unshared = fakeManifest('news', (m) => {
      m.shared = m.shared.slice(0, 1);
    });
    expect(checkShared(unshared, '1.0.0')).toMatchObject({ ok: false, step: 'shared' });
    const noRange = fakeManifest('news', (m) => {
      m.shared[1]!.requiredVersion = false;
    });
    expect(checkShared(noRange, '1.0.0')).toMatchObject({ ok: false, step: 'shared' });
  });

  it("refuses a build made with a newer @janmat/shared than the shell's, though its range accepts the shell's", () => {
    const ahead = fakeManifest('news', (m) => {
      m.shared[1]!.version = '1.5.0';
    });
    expect(checkShared(ahead, '1.4.0')).toMatchObject({
      ok: false,
      step: 'shared',
      message: expect.stringMatching(/1\.5\.0.*1\.4\.0/),
    });
    expect(checkShared(ahead, '1.5.0')).toEqual({ ok: true });
    expect(checkShared(ahead, '1.6.2')).toEqual({ ok: true });
  });

  it('needs a server entry for every section but the newsroom', () => {
    expect(needsServerEntry('news')).toBe(true);
    expect(needsServerEntry('static')).toBe(true);
    expect(needsServerEntry('newsroom')).toBe(false);
  });
});

describe('a server entry', () => {
  it('is reachable on disk or by a 2xx answer', async () => {
    const folder = join(webRoot, 'mfe-news', 'dist', 'builds', 'b1', 'server');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'remoteEntry.js'), 'module.exports = {};');
    expect(await reachable('/remotes/news/builds/b1/server/remoteEntry.js', access())).toEqual({ ok: true });
    expect(await reachable('/remotes/news/builds/b9/server/remoteEntry.js', access())).toMatchObject({
      ok: false,
      step: 'server-entry',
    });
    const fetchFn = jest.fn(async (url: string | URL | Request) =>
      String(url).includes('ok') ? new Response('x') : new Response('', { status: 403 }),
    ) as typeof fetch;
    expect(await reachable('https://cdn.test/ok/remoteEntry.js', access({ fetchFn }))).toEqual({ ok: true });
    expect(await reachable('https://cdn.test/no/remoteEntry.js', access({ fetchFn }))).toMatchObject({
      ok: false,
      step: 'server-entry',
      message: M.fetchFailed('server-entry', 'https://cdn.test/no/remoteEntry.js'),
    });
  });
});
