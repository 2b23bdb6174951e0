import type { BuildHealth, RemoteName, SectionRelease } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleError } from '../../../src/core/http/errors';
import { registerJsonParser } from '../../../src/core/http/jsonBody';
import { registerStrictBodyTypes } from '../../../src/core/http/strictBody';
import type { AppDeps } from '../../../src/deps';
import type { ReleaseRegistry } from '../../../src/releases/registry';
import type { ReleaseCheckLock } from '../../../src/releases/releaseCheckLock';
import { type ReleaseCheck, releaseRoutes } from '../../../src/releases/releaseRoutes';

/** The release API's tests: the routes on a registry that records its calls, with a token. */
export const RELEASE_TEST_TOKEN = 'release-token-for-tests-0123456789abcdef';
export const RELEASE_TEST_MANIFEST = 'https://cdn.test/news/b2/mf-manifest.json';
const MANIFEST = RELEASE_TEST_MANIFEST;
const TOKEN = RELEASE_TEST_TOKEN;

const release = (section: RemoteName, canary = false): SectionRelease => ({
  section,
  live: { release: 1, manifest: `/remotes/${section}/mf-manifest.json`, build: 'b1' },
  canary: canary ? { release: 2, manifest: MANIFEST, build: 'b2', percent: 10, since: '2026-11-26T08:00:00Z' } : null,
});

const health = (r: SectionRelease) => {
  const of = (role: 'live' | 'canary'): BuildHealth => ({
    release: role === 'live' ? r.live.release : (r.canary?.release ?? 0),
    build: null,
    role,
    views: 0,
    networks: 0,
    errorRate: null,
    lcpP75: null,
    inpP75: null,
    minutes: [],
  });
  return Promise.resolve({ live: of('live'), canary: r.canary ? of('canary') : null });
};

function fakeRegistry(): jest.Mocked<ReleaseRegistry> {
  return {
    sections: jest.fn(() => REMOTE_NAMES.map((name) => release(name, name === 'polls'))),
    section: jest.fn((name: RemoteName) => release(name)),
    composition: jest.fn(),
    version: jest.fn(() => 1),
    onChange: jest.fn(),
    release: jest.fn(async (section, _build, change) => release(section, change.canaryPercent !== undefined)),
    promote: jest.fn(async (section) => (section === 'polls' ? release(section) : undefined)),
    rollback: jest.fn(async (section) => (section === 'polls' ? release(section) : undefined)),
    refuse: jest.fn(async () => undefined),
    history: jest.fn(async () => []),
    close: jest.fn(),
  } as unknown as jest.Mocked<ReleaseRegistry>;
}

export const passes: ReleaseCheck = async (_section, manifest) => ({ ok: true, manifest, build: 'b2' });

/** The release routes on `db` (where pre-flight's one-at-a-time claim is kept, unless `lock` is given), checking with `check`. */
export async function startReleaseApi(db: AppDeps['db'], check: ReleaseCheck = passes, lock?: ReleaseCheckLock) {
  const releases = fakeRegistry();
  const app: FastifyInstance = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  registerJsonParser(app);
  registerStrictBodyTypes(app);
  const config = { siteUrl: 'https://janmat.test', siteUrlSet: true, releases: { token: TOKEN } } as AppDeps['config'];
  releaseRoutes(app, { db, config, releases }, check, {
    health,
    lookup: async () => undefined,
    ...(lock ? { lock } : {}),
  });
  await app.ready();
  return { app, releases };
}
