/** Stopping with a request whose body never ends: the deadline cuts it, the process exits. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shutDown } from '../src/core/shutdown';
import { copyPgliteTemplate } from './helpers/pgliteTemplate';
import { ensureServerBundle, freePort, startServerProcess } from './helpers/serverProcess';
import { allClosed, sleep, slowBodyHead, slowClient, within } from './helpers/slowClient';
import { startTestApp } from './helpers/testApp';

/** Requests are allowed far longer than the shutdown deadline, so only the deadline can end them. */
const LONG_REQUESTS = { REQUEST_TIMEOUT_MS: '60000', HEADERS_TIMEOUT_MS: '60000', IDLE_TIMEOUT_MS: '60000' };

describe('shutDown', () => {
  test.each([
    ['the database closes: exit 0', () => Promise.resolve(), 0],
    ['the database never closes: exit 1 a second later', () => new Promise<void>(() => {}), 1],
  ])(
    'a body that never ends is cut at the deadline; %s',
    async (_case, closeDatabase, expectedCode) => {
      const t = await startTestApp({ env: LONG_REQUESTS });
      try {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = t.app.server.address() as AddressInfo;
        const slow = slowClient({ port, from: '127.0.0.1', start: slowBodyHead('/api/insert', 5000), dripMs: 100 });
        await sleep(200);
        const started = Date.now();
        const code = await new Promise<number>((exit) => {
          void shutDown({ app: t.app, closeDatabase, deadlineMs: 500, exit }, 'SIGTERM');
        });
        const ms = Date.now() - started;
        expect(code).toBe(expectedCode);
        expect(ms).toBeGreaterThanOrEqual(expectedCode === 0 ? 450 : 1450);
        expect(ms).toBeLessThan(expectedCode === 0 ? 1000 : 2000);
        expect(await allClosed([slow], 500)).toBe(true);
      } finally {
        await t.database.close();
      }
    },
    60_000,
  );
});

describe('SIGTERM to the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('with a body that never ends, the process exits at SHUTDOWN_TIMEOUT_MS', async () => {
    ensureServerBundle();
    await copyPgliteTemplate(join(dataDir, 'pglite'));
    const port = await freePort();
    const server = await startServerProcess(port, {
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      SITE_URL: 'https://janmat.test',
      SHUTDOWN_TIMEOUT_MS: '1000',
      ...LONG_REQUESTS,
    });
    try {
      const slow = slowClient({ port, from: '127.0.0.1', start: slowBodyHead('/api/insert', 60_000), dripMs: 100 });
      await sleep(300);
      expect(slow.isClosed()).toBe(false);
      const started = Date.now();
      process.kill(server.pid, 'SIGTERM');
      // Bounded: without the deadline the process would wait for the body for ever.
      const exit = await within(server.exited, 8000, 'still running');
      const ms = Date.now() - started;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(2500);
      expect(await allClosed([slow], 500)).toBe(true);
      expect(server.output()).toContain('shutdown deadline reached: closing the connections still open');
      console.info(`SIGTERM with a never-ending body: exited after ${ms} ms (deadline 1000 ms)`);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
