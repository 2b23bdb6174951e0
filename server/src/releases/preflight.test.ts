import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageComposition, RemoteName } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import { fixtureContent } from '../../test/fixtures/seedContent';
import { copyPgliteTemplate } from '../../test/helpers/pgliteTemplate';
import { fakeManifest } from '../../test/helpers/releases/fakeManifest';
import { type RenderCheck, type RenderResult, RenderTooSlow } from '../composition/renderCheckContract';
import { type DatabaseHandle, openDatabase } from '../core/db/client';
import { seedDatabase } from '../seed/seedDatabase';
import { CANDIDATE_RELEASE, type PreflightDeps, preflight } from './preflight';
import { PREFLIGHT_MESSAGES as M } from './releaseMessages';

const folder = mkdtempSync(join(tmpdir(), 'janmat-preflight-db-'));
let database: DatabaseHandle;

beforeAll(async () => {
  await copyPgliteTemplate(join(folder, 'pglite'));
  database = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
  await seedDatabase(database.db, fixtureContent);
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const MANIFEST = 'https://cdn.test/news/b2/mf-manifest.json';
const LIVE = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, { release: 1, manifest: `/remotes/${name}/mf-manifest.json`, build: 'live' }]),
) as PageComposition;

/** A CDN holding `manifest` at MANIFEST and its server entry beside it (unless `entry` says otherwise). */
function cdn(manifest: unknown, entry = 200): typeof fetch {
  return jest.fn(async (url: string | URL | Request) => {
    const address = String(url);
    if (address === MANIFEST) return new Response(JSON.stringify(manifest));
    if (address === 'https://cdn.test/news/b2/server/remoteEntry.js') return new Response('x', { status: entry });
    return new Response('missing', { status: 404 });
  }) as typeof fetch;
}

type PageRender = (url: string) => Promise<RenderResult>;
/** A render check whose pages render as `page` says; `closed` counts the sessions pre-flight closed. */
const pages = (page: PageRender, closed = { count: 0 }): RenderCheck =>
  jest.fn(() => ({
    render: page,
    close: async () => {
      closed.count += 1;
    },
  }));
const fine = pages(async () => ({ status: 200, errors: [] }));

function deps(fetchFn: typeof fetch): PreflightDeps {
  return {
    db: database.db,
    config: { webRoot: folder, releaseSources: { origins: ['https://cdn.test', 'http://cdn.test'], httpsOnly: true } },
    releases: { composition: () => LIVE },
    fetchFn,
    shellVersion: '1.0.0',
  };
}

const run = (section: RemoteName, manifest: unknown, render: RenderCheck = fine, entry = 200) =>
  preflight(section, MANIFEST, deps(cdn(manifest, entry)), render);

describe('pre-flight', () => {
  it('passes a good build after rendering every route the section owns, with the candidate in its composition', async () => {
    const page = jest.fn<Promise<RenderResult>, [string]>(async () => ({ status: 200, errors: [] }));
    const closed = { count: 0 };
    const render = pages(page, closed);
    const outcome = await run('news', fakeManifest('news'), render);
    expect(outcome).toEqual({ ok: true, manifest: MANIFEST, build: '0.0.0+test.1' });
    // One render check for all the pages, closed when done.
    expect(render).toHaveBeenCalledTimes(1);
    expect(closed.count).toBe(1);
    const urls = page.mock.calls.map(([url]) => url);
    expect(urls).toEqual(expect.arrayContaining(['/', '/news']));
    expect(urls.some((url) => url.startsWith('/author/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/search?q='))).toBe(true);
    const composition = (render as jest.Mock).mock.calls[0]?.[0];
    expect(composition?.news).toEqual({ release: CANDIDATE_RELEASE, manifest: MANIFEST, build: '0.0.0+test.1' });
    expect(composition?.polls).toEqual(LIVE.polls);
  });

  it('refuses an unreachable manifest (step manifest)', async () => {
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    }) as typeof fetch;
    // The network's reason (ENOTFOUND) is for the log: the answer is the same for every failure.
    await expect(preflight('news', MANIFEST, deps(down), fine)).resolves.toEqual({
      ok: false,
      step: 'manifest',
      build: null,
      message: M.fetchFailed('manifest', MANIFEST),
    });
  });

  it('refuses http:// in production (step manifest)', async () => {
    const outcome = await preflight('news', 'http://cdn.test/mf-manifest.json', deps(cdn({})), fine);
    expect(outcome).toMatchObject({ ok: false, step: 'manifest' });
  });

  it('refuses what is not an MF 2.0 manifest (step manifest)', async () => {
    await expect(run('news', { name: 'news' })).resolves.toMatchObject({ ok: false, step: 'manifest' });
  });

  it("refuses another section's build (step name)", async () => {
    await expect(run('media', fakeManifest('news'))).resolves.toMatchObject({
      ok: false,
      step: 'name',
      build: '0.0.0+test.1',
    });
  });

  it('refuses a build missing a module the contract requires (step exposes)', async () => {
    const manifest = fakeManifest('news', (m) => {
      m.exposes = m.exposes.filter((e) => e.name !== 'pageData');
    });
    await expect(run('news', manifest)).resolves.toMatchObject({
      ok: false,
      step: 'exposes',
      message: expect.stringContaining('./pageData'),
    });
  });

  it('refuses a build that needs another major of @janmat/shared (step shared)', async () => {
    const manifest = fakeManifest('news', (m) => {
      m.shared[1]!.requiredVersion = '^2.0.0';
    });
    await expect(run('news', manifest)).resolves.toMatchObject({ ok: false, step: 'shared' });
  });

  it('refuses a build without a server entry, or whose entry cannot be had (step server-entry)', async () => {
    const noEntry = fakeManifest('news', (m) => {
      delete m.metaData.ssrRemoteEntry;
    });
    await expect(run('news', noEntry)).resolves.toMatchObject({ ok: false, step: 'server-entry' });
    await expect(run('news', fakeManifest('news'), fine, 404)).resolves.toMatchObject({
      ok: false,
      step: 'server-entry',
      message: expect.stringContaining('https://cdn.test/news/b2/server/remoteEntry.js'),
    });
  });

  it('passes the newsroom without a server entry and without rendering (its pages are the browser’s)', async () => {
    const render = pages(async () => ({ status: 200, errors: [] }));
    const manifest = fakeManifest('newsroom');
    const outcome = await preflight('newsroom', MANIFEST, deps(cdn(manifest)), render);
    expect(outcome).toMatchObject({ ok: true });
    expect(render).not.toHaveBeenCalled();
  });

  it('refuses a build whose page throws, answers 500 or 404s on a subject that exists (step render)', async () => {
    const closed = { count: 0 };
    const throws = pages(
      async (url) =>
        url.startsWith('/author/')
          ? { status: 200, errors: ['TypeError: x is undefined'] }
          : { status: 200, errors: [] },
      closed,
    );
    await expect(run('news', fakeManifest('news'), throws)).resolves.toMatchObject({
      ok: false,
      step: 'render',
      message: expect.stringMatching(/author.*TypeError: x is undefined/),
    });
    expect(closed.count).toBe(1);
    const fails = pages(async (url) => ({ status: url === '/news' ? 500 : 200, errors: [] }));
    await expect(run('news', fakeManifest('news'), fails)).resolves.toMatchObject({
      ok: false,
      step: 'render',
      message: expect.stringContaining('HTTP 500'),
    });
    const lost = pages(async (url) => ({ status: url.startsWith('/photos/') ? 404 : 200, errors: [] }));
    await expect(run('media', fakeManifest('media'), lost)).resolves.toMatchObject({
      ok: false,
      step: 'render',
      message: expect.stringContaining('album'),
    });
    const rejects = pages(async () => {
      throw new Error('container would not load');
    });
    await expect(run('static', fakeManifest('static'), rejects)).resolves.toMatchObject({
      ok: false,
      step: 'render',
      message: expect.stringContaining('container would not load'),
    });
  });

  it('refuses a build whose pages take longer than the check’s limit, in Hindi, and closes the check', async () => {
    const closed = { count: 0 };
    const stuck = pages(async (url) => {
      if (url.startsWith('/author/')) throw new RenderTooSlow(30_000);
      return { status: 200, errors: [] };
    }, closed);
    const outcome = await run('news', fakeManifest('news'), stuck);
    expect(outcome).toMatchObject({ ok: false, step: 'render' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/30 सेकंड में पूरी नहीं हुई.*\/author\//);
    expect(closed.count).toBe(1);
  });
});
