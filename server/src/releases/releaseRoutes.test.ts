import type { SectionRelease } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { FastifyInstance } from 'fastify';
import {
  RELEASE_TEST_MANIFEST as MANIFEST,
  passes,
  startReleaseApi,
  RELEASE_TEST_TOKEN as TOKEN,
} from '../../test/helpers/releases/releaseApiKit';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';
import type { PreflightOutcome } from './preflight';
import type { ReleaseCheckLock } from './releaseCheckLock';
import type { ReleaseCheck } from './releaseRoutes';

const AUTH = { authorization: `Bearer ${TOKEN}` };

let testDb: Awaited<ReturnType<typeof openReleasesTestDb>>;
beforeAll(async () => {
  testDb = await openReleasesTestDb();
});
afterAll(() => testDb?.drop());

const start = (check?: ReleaseCheck) => startReleaseApi(testDb.db, check);

const post = (app: FastifyInstance, url: string, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers: AUTH, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('the release API', () => {
  it('is locked: 401 without credentials', async () => {
    const { app } = await start();
    expect((await app.inject({ url: '/api/releases' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/releases/news', payload: {} })).statusCode).toBe(401);
    await app.close();
  });

  it('answers every section’s builds with their health', async () => {
    const { app } = await start();
    const reply = await app.inject({ url: '/api/releases', headers: AUTH });
    expect(reply.statusCode).toBe(200);
    const { sections } = reply.json();
    expect(sections.map((s: SectionRelease) => s.section)).toEqual(REMOTE_NAMES);
    expect(sections[2]).toMatchObject({
      section: 'polls',
      canary: { percent: 10 },
      health: { canary: { role: 'canary' } },
    });
    expect(sections[0].health).toMatchObject({ live: { role: 'live' }, canary: null });
    await app.close();
  });

  it('answers a section’s history, and 404 for a section that does not exist', async () => {
    const { app, releases } = await start();
    const reply = await app.inject({ url: '/api/releases/news/history?limit=20', headers: AUTH });
    expect(reply.json()).toEqual({ items: [] });
    expect(releases.history).toHaveBeenCalledWith('news', 20);
    const missing = await app.inject({ url: '/api/releases/weather/history', headers: AUTH });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('weather');
    expect((await app.inject({ url: '/api/releases/news/history?limit=0', headers: AUTH })).statusCode).toBe(400);
    await app.close();
  });

  it('releases a checked build live, or as a canary, as the actor who asked', async () => {
    const { app, releases } = await start();
    const live = await post(app, '/api/releases/news', { manifest: MANIFEST, reason: 'नया होम' });
    expect(live.statusCode).toBe(201);
    expect(live.json().section).toMatchObject({ section: 'news', canary: null });
    expect(releases.release).toHaveBeenLastCalledWith(
      'news',
      { manifest: MANIFEST, build: 'b2' },
      { actor: { name: 'token', staffId: null }, reason: 'नया होम', canaryPercent: undefined },
    );
    const canary = await post(app, '/api/releases/news', { manifest: MANIFEST, canary: 5 });
    expect(canary.statusCode).toBe(201);
    expect(releases.release).toHaveBeenLastCalledWith(
      'news',
      expect.anything(),
      expect.objectContaining({ canaryPercent: 5 }),
    );
    await app.close();
  });

  it('refuses bad input with a clear 400 and never reaches pre-flight', async () => {
    const check = jest.fn(passes);
    const { app, releases } = await start(check);
    const cases: [unknown, string][] = [
      [{}, 'manifest'],
      [{ manifest: '' }, 'manifest'],
      [{ manifest: ' ' }, 'manifest'],
      [{ manifest: `${MANIFEST} x` }, 'manifest'],
      [{ manifest: MANIFEST, canary: 0 }, 'canary'],
      [{ manifest: MANIFEST, canary: 100 }, 'canary'],
      [{ manifest: MANIFEST, canary: 12.5 }, 'canary'],
      [{ manifest: MANIFEST, canary: '50' }, 'canary'],
      [{ manifest: MANIFEST, percent: 50 }, 'percent'],
      [{ manifest: 42 }, 'manifest'],
      [{ manifest: MANIFEST, reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(app, '/api/releases/news', body);
      expect([reply.statusCode, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
      expect(reply.json().errors).toHaveProperty(field);
    }
    const tooMany = await post(app, '/api/releases/news', { manifest: MANIFEST, canary: 100 });
    expect(tooMany.json().message).toMatch(/canary: .*99/);
    const empty = await post(app, '/api/releases/news');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('JSON');
    expect((await post(app, '/api/releases/weather', { manifest: MANIFEST })).statusCode).toBe(404);
    expect(check).not.toHaveBeenCalled();
    expect(releases.release).not.toHaveBeenCalled();
    await app.close();
  });

  it('records a refused build and answers 422 with the step; live untouched', async () => {
    const refused: PreflightOutcome = { ok: false, step: 'exposes', message: 'no ./pageData', build: 'b3' };
    const { app, releases } = await start(async () => refused);
    const reply = await post(app, '/api/releases/news', { manifest: MANIFEST, reason: 'try' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ message: 'no ./pageData', step: 'exposes' });
    expect(releases.refuse).toHaveBeenCalledWith(
      'news',
      { manifest: MANIFEST, build: 'b3' },
      expect.objectContaining({ step: 'exposes', reason: 'no ./pageData', actor: { name: 'token', staffId: null } }),
    );
    expect(releases.release).not.toHaveBeenCalled();
    await app.close();
  });

  it('checks one build of a section at a time (409 while one is in pre-flight)', async () => {
    let finish: (outcome: PreflightOutcome) => void = () => undefined;
    let started: () => void = () => undefined;
    const inPreflight = new Promise<void>((resolve) => (started = resolve));
    const slow: ReleaseCheck = (section, manifest) => {
      if (section !== 'news') return passes(section, manifest);
      started();
      return new Promise((resolve) => (finish = resolve));
    };
    const { app } = await start(slow);
    const first = post(app, '/api/releases/news', { manifest: MANIFEST });
    await inPreflight;
    const second = await post(app, '/api/releases/news', { manifest: MANIFEST });
    expect(second.statusCode).toBe(409);
    expect((await post(app, '/api/releases/media', { manifest: MANIFEST })).statusCode).toBe(201);
    finish({ ok: true, manifest: MANIFEST, build: 'b2' });
    expect((await first).statusCode).toBe(201);
    await app.close();
  });

  it('frees the section before answering: the next build sent on the answer is never told 409', async () => {
    const refuses: ReleaseCheck = async () => ({ ok: false, step: 'exposes', message: 'no ./pageData', build: 'b3' });
    // A claim whose clearing takes a while (a busy database): the answer waits for it.
    let held = false;
    const slowLock: ReleaseCheckLock = {
      claim: async () => {
        if (held) return undefined;
        held = true;
        return 'holder';
      },
      clear: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        held = false;
      },
    };
    const { app } = await startReleaseApi(testDb.db, refuses, slowLock);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post(app, '/api/releases/static', { manifest: MANIFEST })).statusCode).toBe(422);
      expect(held).toBe(false);
    }
    await app.close();
  });

  it('promotes and rolls back, and answers 409 with the reason when there is nothing to do', async () => {
    const { app, releases } = await start();
    const promoted = await post(app, '/api/releases/polls/promote', { reason: 'स्वस्थ' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().section.section).toBe('polls');
    expect(releases.promote).toHaveBeenCalledWith('polls', { actor: { name: 'token', staffId: null }, reason: 'स्वस्थ' });
    expect((await post(app, '/api/releases/polls/rollback')).statusCode).toBe(200);
    const noCanary = await post(app, '/api/releases/news/promote', {});
    expect(noCanary.statusCode).toBe(409);
    expect(noCanary.json().message).toContain('canary');
    const nothing = await post(app, '/api/releases/news/rollback');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toContain('rollback');
    expect((await post(app, '/api/releases/news/promote', { why: 'x' })).statusCode).toBe(400);
    expect((await post(app, '/api/releases/weather/rollback')).statusCode).toBe(404);
    await app.close();
  });
});
