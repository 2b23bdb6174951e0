import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageComposition } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { FastifyBaseLogger } from 'fastify';
import { writeNewsBuild, writeRenderCheckWeb } from '../../test/helpers/renderCheckWeb';
import { RenderTooSlow } from '../composition/renderCheckContract';
import { loadConfig } from '../core/config';
import { ApiReads } from '../core/http/apiReads';
import { createRenderCheck } from './renderCheck';
import { RenderCheckProcess } from './renderCheckProcess';

/**
 * Pre-flight's render check runs a candidate's server code in a process of its own: what that code
 * may do there (write only in its scratch folder, start nothing, see no secret), what becomes of it
 * when it hangs or dies, and that none of it ever runs in the server's process.
 */
const root = mkdtempSync(join(tmpdir(), 'janmat-render-check-'));
const webRoot = join(root, 'web');
const dataDir = join(root, 'data');
const outside = join(root, 'outside');
const SECRETS = {
  DATABASE_URL: 'postgres://janmat:secret@127.0.0.1/janmat',
  RELEASE_TOKEN: 'release-token-secret',
  METRICS_TOKEN: 'metrics-token-secret',
  JANMAT_ADMIN_PASSWORD: 'admin-password-secret',
};
const saved = Object.fromEntries(Object.keys(SECRETS).map((name) => [name, process.env[name]]));

const log = { info: jest.fn(), warn: jest.fn() } as unknown as FastifyBaseLogger;
const reads = new ApiReads();
reads.add('/api/categories', {
  dataClass: 'public',
  handler: async () => ({ status: 200, body: '[{"slug":"desh"}]' }),
});
const config = loadConfig({ WEB_ROOT: webRoot, DATA_DIR: dataDir }, root);

beforeAll(() => {
  writeRenderCheckWeb(webRoot);
  mkdirSync(outside, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'secret.txt'), 'the database');
  Object.assign(process.env, SECRETS);
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(root, { recursive: true, force: true });
});

/** Every section live from this server, news from the candidate build in `folder`. */
function composition(folder: string, container: string): PageComposition {
  const live = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { release: 1, manifest: `/remotes/${name}/mf-manifest.json`, build: 'live' }]),
  ) as PageComposition;
  return { ...live, news: { release: 0, manifest: writeNewsBuild(webRoot, folder, container), build: folder } };
}

/** The candidate sets a mark in the process that loads it: the server's must never have one. */
const marked = (name: string, code: string) => `globalThis.__janmatCandidate = ${JSON.stringify(name)};\n${code}`;

/** Renders `/` once with the candidate, noting the process's id, and closes the check. */
async function renderOnce(folder: string, container: string, limitMs = 20_000) {
  const open = jest.spyOn(RenderCheckProcess, 'open');
  const session = createRenderCheck({ config, reads }, log, { limitMs })(composition(folder, container));
  try {
    return await session.render('/');
  } finally {
    await session.close();
    const started = (await open.mock.results[0]?.value) as RenderCheckProcess | undefined;
    open.mockRestore();
    // The process is gone once the check is closed.
    expect(started?.pid).toBeDefined();
    expect(() => process.kill(started?.pid ?? 0, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  }
}

afterEach(() => {
  expect((globalThis as Record<string, unknown>).__janmatCandidate).toBeUndefined();
  expect(Object.keys(require.cache).some((file) => file.startsWith(webRoot))).toBe(false);
});

describe('the render check’s process', () => {
  it('renders a good candidate, which may write in its own scratch folder and reads through the server', async () => {
    const container = marked(
      'good',
      `exports.render = async () => require('node:fs').writeFileSync('scratch.txt', 'fine');`,
    );
    await expect(renderOnce('good', container)).resolves.toEqual({ status: 200, errors: [] });
  });

  it('refuses a candidate writing outside its scratch folder: nothing is written', async () => {
    const marker = join(outside, 'written.txt');
    const container = marked('writer', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');`);
    const result = await renderOnce('writer', container);
    expect(result.errors).toEqual([expect.stringMatching(/Access to this API has been restricted/)]);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a candidate starting a process or a worker: neither starts', async () => {
    const marker = join(outside, 'spawned.txt');
    const spawns = marked(
      'spawner',
      `require('node:child_process').execFileSync('/bin/sh', ['-c', 'touch ${marker}']);`,
    );
    expect((await renderOnce('spawner', spawns)).errors).toEqual([expect.stringMatching(/restricted/)]);
    const worker = marked('worker', `new (require('node:worker_threads').Worker)('1', { eval: true });`);
    expect((await renderOnce('worker', worker)).errors).toEqual([expect.stringMatching(/restricted/)]);
    expect(existsSync(marker)).toBe(false);
  });

  it('gives a candidate none of the server’s settings, nor its data folder', async () => {
    const snoop = marked(
      'snoop',
      `exports.render = async () => {
        let data = 'unread';
        try { data = require('node:fs').readFileSync(${JSON.stringify(join(dataDir, 'secret.txt'))}, 'utf8'); } catch (e) { data = e.code; }
        throw new Error(JSON.stringify({ env: process.env, data }));
      };`,
    );
    const [seen = '{}'] = (await renderOnce('snoop', snoop)).errors;
    const { env, data } = JSON.parse(seen) as { env: Record<string, string>; data: string };
    expect(data).toBe('ERR_ACCESS_DENIED');
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(env[name]).toBeUndefined();
      expect(seen).not.toContain(secret);
    }
    expect(
      Object.keys(env).every((name) => ['PATH', 'NODE_ENV', 'TZ', 'LANG', 'LC_ALL', 'HOME', 'TMPDIR'].includes(name)),
    ).toBe(true);
  });

  it('kills a candidate that hangs once the check’s limit has passed', async () => {
    const hangs = marked('hangs', 'for (;;) {}');
    await expect(renderOnce('hangs', hangs, 1500)).rejects.toEqual(expect.any(RenderTooSlow));
  });

  it('fails the render of a candidate that ends its process, saying so', async () => {
    const exits = marked('exits', 'console.error("giving up"); process.exit(3);');
    await expect(renderOnce('exits', exits)).rejects.toThrow(/code 3.*giving up/);
  });
});
