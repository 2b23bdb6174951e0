import Fastify, { type FastifyInstance } from 'fastify';
import { type Desk, startDesk } from '../../test/helpers/newsroomDesk';
import { fakeManifest } from '../../test/helpers/releases/fakeManifest';
import { handleError } from '../core/http/errors';
import { registerJsonParser } from '../core/http/jsonBody';
import { registerStrictBodyTypes } from '../core/http/strictBody';
import { openReleaseRegistry } from './openRegistry';
import { preflight } from './preflight';
import type { ReleaseRegistry } from './registry';
import { releaseRoutes } from './releaseRoutes';

/**
 * The release API on the real pieces: the registry in a seeded database, newsroom sessions signed in
 * for real, the health figures, pre-flight with a fake CDN and a renderer that records its pages.
 */
const MANIFEST = 'https://cdn.test/polls/b2/mf-manifest.json';
let desk: Desk;
let releases: ReleaseRegistry;
let app: FastifyInstance;
const rendered: string[] = [];

beforeAll(async () => {
  // The fake CDN's origin is where builds may come from (RELEASE_MANIFEST_ORIGINS).
  desk = await startDesk('pglite', { RELEASE_MANIFEST_ORIGINS: 'https://cdn.test' });
  const { db } = desk.t.database;
  const { config } = desk.t;
  releases = await openReleaseRegistry(db, config, async () => undefined);
  const fetchFn = (async (url: string | URL | Request) =>
    String(url).endsWith('mf-manifest.json')
      ? new Response(JSON.stringify(fakeManifest('polls')))
      : new Response('module.exports = {};')) as typeof fetch;
  app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  registerJsonParser(app);
  registerStrictBodyTypes(app);
  releaseRoutes(app, { db, config, releases }, (section, manifest) =>
    preflight(section, manifest, { db, config, releases, fetchFn }, () => ({
      render: async (url) => {
        rendered.push(url);
        return { status: 200, errors: [] };
      },
      close: async () => undefined,
    })),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await releases?.close();
  await desk?.t.close();
});

const as = (session: { cookie: string; csrf: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: session.cookie, 'x-csrf-token': session.csrf }, payload });

describe('the release API with a newsroom session', () => {
  it('shows an admin every section with its health, and refuses an editor', async () => {
    const reply = await as(desk.admin, 'GET', '/api/releases');
    expect(reply.statusCode).toBe(200);
    const { sections } = reply.json();
    expect(sections.map((s: { section: string }) => s.section)).toEqual([
      'news',
      'media',
      'polls',
      'static',
      'newsroom',
    ]);
    expect(sections[0].health.live).toMatchObject({ role: 'live', views: 0 });
    expect((await as(desk.editor, 'GET', '/api/releases')).statusCode).toBe(403);
  });

  it('releases a canary after rendering the section’s pages, promotes it, rolls back, and keeps the history by name', async () => {
    const released = await as(desk.admin, 'POST', '/api/releases/polls', {
      manifest: MANIFEST,
      canary: 20,
      reason: 'परीक्षण',
    });
    expect(released.statusCode).toBe(201);
    expect(released.json().section.canary).toMatchObject({ manifest: MANIFEST, build: '0.0.0+test.1', percent: 20 });
    expect(rendered).toEqual(expect.arrayContaining(['/createmypoll', '/mypolls']));
    expect(rendered.some((url) => url.startsWith('/pp/polls/'))).toBe(true);
    const promoted = await as(desk.admin, 'POST', '/api/releases/polls/promote', {});
    expect(promoted.json().section).toMatchObject({ live: { manifest: MANIFEST }, canary: null });
    expect((await as(desk.admin, 'POST', '/api/releases/polls/promote', {})).statusCode).toBe(409);
    const rolledBack = await as(desk.admin, 'POST', '/api/releases/polls/rollback');
    expect(rolledBack.json().section.live.manifest).toBe('/remotes/polls/mf-manifest.json');
    const history = (await as(desk.admin, 'GET', '/api/releases/polls/history')).json().items;
    expect(history.slice(0, 3).map((e: { action: string }) => e.action)).toEqual(['rollback', 'promote', 'canary']);
    expect(history[2]).toMatchObject({ reason: 'परीक्षण', percent: 20 });
    expect(history[0].actor).toBe(history[2].actor);
  });

  it('records a refused build with its step, leaving live as it was', async () => {
    const before = releases.section('media');
    const refused = await as(desk.admin, 'POST', '/api/releases/media', { manifest: MANIFEST });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ step: 'name' });
    expect(releases.section('media')).toEqual(before);
    const [last] = (await as(desk.admin, 'GET', '/api/releases/media/history')).json().items;
    expect(last).toMatchObject({ action: 'refused', manifest: MANIFEST, figures: { step: 'name' } });
  });
});
