import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageComposition } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { FastifyBaseLogger } from 'fastify';
import { fixtureContent } from '../../test/fixtures/seedContent';
import { copyPgliteTemplate } from '../../test/helpers/pgliteTemplate';
import { writeNewsBuild, writeRenderCheckWeb } from '../../test/helpers/renderCheckWeb';
import { loadConfig } from '../core/config';
import { type DatabaseHandle, openDatabase } from '../core/db/client';
import { ApiReads } from '../core/http/apiReads';
import { createRenderCheck } from '../pages/renderCheck';
import { seedDatabase } from '../seed/seedDatabase';
import { preflight } from './preflight';

/**
 * Pre-flight with the server's real render check: the candidate's pages are rendered in a process of
 * their own (pages/renderCheck.ts), on the database's subjects, within the check's time limit.
 */
const root = mkdtempSync(join(tmpdir(), 'janmat-preflight-process-'));
const webRoot = join(root, 'web');
const config = loadConfig({ WEB_ROOT: webRoot, DATA_DIR: join(root, 'data') }, root);
const log = { info: jest.fn(), warn: jest.fn() } as unknown as FastifyBaseLogger;
const reads = new ApiReads();
const categories = jest.fn(async () => ({ status: 200, body: '[]' }));
reads.add('/api/categories', { dataClass: 'public', handler: categories });
let database: DatabaseHandle;

beforeAll(async () => {
  writeRenderCheckWeb(webRoot);
  await copyPgliteTemplate(join(root, 'pglite'));
  database = await openDatabase({ kind: 'pglite', dataDir: join(root, 'pglite') });
  await seedDatabase(database.db, fixtureContent);
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const LIVE = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, { release: 1, manifest: `/remotes/${name}/mf-manifest.json`, build: 'live' }]),
) as PageComposition;

const check = (folder: string, container: string, limitMs: number) =>
  preflight(
    'news',
    writeNewsBuild(webRoot, folder, container),
    { db: database.db, config, releases: { composition: () => LIVE }, shellVersion: '1.0.0' },
    createRenderCheck({ config, reads }, log, { limitMs }),
  );

describe('pre-flight’s render step in a process of its own', () => {
  it('passes a good build', async () => {
    await expect(check('b2', 'exports.render = async () => undefined;', 20_000)).resolves.toMatchObject({
      ok: true,
      manifest: '/remotes/news/b2/mf-manifest.json',
    });
    // Its pages' data came from the server, read by the process over its channel.
    expect(categories.mock.calls.length).toBeGreaterThan(1);
  });

  it('refuses a build that hangs once the limit has passed, saying in Hindi that it took too long', async () => {
    const outcome = await check(
      'hangs',
      'globalThis.__janmatCandidate = 1; exports.render = async () => { for (;;) {} };',
      2_000,
    );
    expect(outcome).toMatchObject({ ok: false, step: 'render' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/2 सेकंड में पूरी नहीं हुई और रोक दी गई/);
    expect((globalThis as Record<string, unknown>).__janmatCandidate).toBeUndefined();
  });
});
