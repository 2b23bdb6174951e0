/**
 * Starting `server/dist/main.js` the way an operator does: one process per PGlite folder, private
 * files, clear refusals (folder in use, folder damaged or not ours, SITE_URL missing in production).
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notPrivate } from './helpers/fileModes';
import { copyPgliteTemplate } from './helpers/pgliteTemplate';
import { ensureServerBundle, freePort, runUntilExit, startServerProcess } from './helpers/serverProcess';

const roots: string[] = [];
/** A DATA_DIR holding a migrated, empty PGlite database (copied: a fresh one takes seconds to make). */
async function dataDir(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'janmat-start-'));
  roots.push(root);
  await copyPgliteTemplate(join(root, 'pglite'));
  return root;
}
const baseEnv = (dir: string) => ({ DATA_DIR: dir, WEB_ROOT: dir });
/** What the server logs once the search thread (on by default with PGlite) answers. */
const THREAD_READY = 'search thread ready';

beforeAll(() => ensureServerBundle(), 120_000);
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('one process per data folder', () => {
  test('a second process on the same DATA_DIR exits, naming the folder and the first pid', async () => {
    const dir = await dataDir();
    const first = await startServerProcess(await freePort(), baseEnv(dir));
    try {
      const second = await runUntilExit(baseEnv(dir));
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `Janmat cannot start. The data folder ${join(dir, 'pglite')} is in use by another process (pid ${first.pid} `,
      );
      expect(second.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      console.info(`second process refused in ${second.ms} ms`);
      // The search thread's copy of the database too (checked below) is private.
      if (!first.output().includes(THREAD_READY)) await first.writes(THREAD_READY);
    } finally {
      await first.stop();
    }
    // A clean stop releases the folder and leaves nothing readable by others.
    expect(readdirSync(dir)).not.toContain('pglite.lock');
    expect(notPrivate(dir)).toEqual([]);
  }, 120_000);

  test("a first start on an empty folder: the database and the search thread's copy are made private", async () => {
    const root = mkdtempSync(join(tmpdir(), 'janmat-start-'));
    roots.push(root);
    const server = await startServerProcess(await freePort(), baseEnv(root));
    try {
      if (!server.output().includes(THREAD_READY)) await server.writes(THREAD_READY);
      expect((await fetch(`${server.url}/api/search?q=sarkar`)).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(readdirSync(root)).toEqual(expect.arrayContaining(['pglite', 'pglite-search']));
    expect(notPrivate(root)).toEqual([]);
  }, 120_000);

  test('a lock left by a killed process is taken over, with a warning', async () => {
    const dir = await dataDir();
    const killed = await startServerProcess(await freePort(), baseEnv(dir));
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    expect(JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8')).pid).toBe(killed.pid);
    const next = await startServerProcess(await freePort(), baseEnv(dir));
    try {
      expect(next.output()).toContain(`Replaced the stale lock ${join(dir, 'pglite.lock')}: pid ${killed.pid} is gone`);
    } finally {
      await next.stop();
    }
  }, 120_000);
});

describe('a data folder that cannot be used', () => {
  test('a cut-short pg_control: the exit message names the folder and the cause', async () => {
    const dir = await dataDir();
    truncateSync(join(dir, 'pglite', 'global', 'pg_control'), 100);
    const run = await runUntilExit(baseEnv(dir));
    expect(run.code).toBe(1);
    expect(run.output).toContain(`Janmat cannot start. Cannot open the database in ${join(dir, 'pglite')}: `);
    expect(run.output).toContain('pg_control');
    expect(run.output).not.toContain('Aborted()');
  }, 60_000);

  test('a folder that belongs to another user: the exit message says permission denied and whose it is', async () => {
    const dir = await dataDir();
    // Root may open anything: as root, run the server as `nobody`; otherwise lock ourselves out.
    const asRoot = process.getuid?.() === 0;
    if (!asRoot) chmodSync(dir, 0);
    try {
      const run = await runUntilExit(baseEnv(dir), asRoot ? { uid: 65534, gid: 65534 } : {});
      expect(run.code).toBe(1);
      expect(run.output).toContain(`Janmat cannot start. Cannot use the data folder ${dir}: permission denied`);
      expect(run.output).toContain(`(it belongs to uid ${process.getuid?.()}). The server runs as uid `);
      expect(run.output).not.toContain('Aborted()');
    } finally {
      chmodSync(dir, 0o700);
    }
  }, 60_000);
});

describe('SITE_URL', () => {
  test('unset: the server starts and says what to set', async () => {
    const dir = await dataDir();
    const server = await startServerProcess(await freePort(), baseEnv(dir));
    try {
      expect(server.output()).toContain('SITE_URL is not set: canonical links, Open Graph tags, the sitemap and RSS');
      expect(server.output()).toContain('Set SITE_URL to the site');
    } finally {
      await server.stop();
    }
  }, 60_000);

  test('unset with NODE_ENV=production: the server refuses to start', async () => {
    const dir = await dataDir();
    const run = await runUntilExit({ ...baseEnv(dir), NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('Janmat cannot start. SITE_URL is not set, and NODE_ENV=production');
  }, 60_000);
});
