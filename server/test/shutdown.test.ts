/** Stopping with a request whose body never ends: the deadline cuts it, the process exits. */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shutDown } from '../src/core/shutdown';
import { copyPgliteTemplate } from './helpers/pgliteTemplate';
import { ensureServerBundle, freePort, type ServerProcess, startServerProcess } from './helpers/serverProcess';
import { type SlowClient, slowBodyHead, slowClient } from './helpers/slowClient';
import { startTestApp, type TestApp } from './helpers/testApp';

/** Requests are allowed far longer than the shutdown deadline, so only the deadline can end them. */
const LONG_REQUESTS = { REQUEST_TIMEOUT_MS: '60000', HEADERS_TIMEOUT_MS: '60000', IDLE_TIMEOUT_MS: '60000' };
const DEADLINE_MS = 500;
/** After the connections are cut, closing has this long before the process exits anyway (shutdown.ts). */
const FORCED_GRACE_MS = 1000;

/** Resolves once a new connection to `port` is refused: the server has stopped listening. */
async function stopsListening(port: number, attempts = 1000): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    const probe = connect({ host: '127.0.0.1', port });
    const refused = await new Promise<boolean>((done) => {
      probe.once('connect', () => done(false));
      probe.once('error', () => done(true));
    });
    probe.destroy();
    if (refused) return;
  }
  throw new Error(`port ${port} still accepts connections after ${attempts} tries`);
}

describe('shutDown', () => {
  let t: TestApp | undefined;
  let slow: SlowClient | undefined;
  afterEach(async () => {
    jest.useRealTimers();
    slow?.socket.destroy();
    await t?.database.close();
  });

  test.each([
    ['the database closes: exit 0', () => Promise.resolve(), 0],
    ['the database never closes: exit 1 a second later', () => new Promise<void>(() => {}), 1],
  ])(
    'a body that never ends is cut at the deadline; %s',
    async (_case, closeDatabase, expectedCode) => {
      t = await startTestApp({ env: LONG_REQUESTS });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const arrived = once(t.app.server, 'request');
      slow = slowClient({ port, from: '127.0.0.1', start: slowBodyHead('/api/insert', 5000), dripMs: 100 });
      // The request is in progress: its head has arrived, its body never will.
      await arrived;

      // shutDown's clock is a fake one; the sockets and the server stay real.
      jest.useFakeTimers({
        doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'setInterval'],
      });
      const exits: number[] = [];
      let closingStarted = false;
      let closing = () => {};
      const databaseClosing = new Promise<void>((done) => (closing = done));
      const exited = new Promise<void>((done) => {
        const options = {
          app: t!.app,
          closeDatabase: () => {
            closingStarted = true;
            closing();
            return closeDatabase();
          },
          deadlineMs: DEADLINE_MS,
          exit: (code: number) => {
            exits.push(code);
            done();
          },
        };
        void shutDown(options, 'SIGTERM');
      });

      // Until the deadline the server only stops listening: the request keeps its connection.
      jest.advanceTimersByTime(DEADLINE_MS - 1);
      await stopsListening(port);
      // Everything the server had already sent has been read by then.
      await new Promise((done) => setImmediate(done));
      expect(slow.socket.readableEnded).toBe(false);
      expect(slow.isClosed()).toBe(false);
      expect(closingStarted).toBe(false);
      expect(exits).toEqual([]);

      // The deadline cuts it: the client sees its connection closed without an answer.
      jest.advanceTimersByTime(1);
      expect((await slow.closed).answer).toBe('');
      if (expectedCode === 0) {
        await exited;
      } else {
        // Closed, the server lets the database close; that never ends, so the process exits a second later.
        await databaseClosing;
        jest.advanceTimersByTime(FORCED_GRACE_MS - 1);
        expect(exits).toEqual([]);
        jest.advanceTimersByTime(1);
      }
      expect(exits).toEqual([expectedCode]);
      // Once only: nothing is left to exit again.
      jest.advanceTimersByTime(FORCED_GRACE_MS);
      expect(exits).toEqual([expectedCode]);
    },
    60_000,
  );
});

describe('SIGTERM to the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-shutdown-'));
  let server: ServerProcess | undefined;
  let slow: SlowClient | undefined;
  afterEach(async () => {
    slow?.socket.destroy();
    await server?.stop();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('with a body that never ends, the process exits at SHUTDOWN_TIMEOUT_MS', async () => {
    ensureServerBundle();
    await copyPgliteTemplate(join(dataDir, 'pglite'));
    const port = await freePort();
    server = await startServerProcess(port, {
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      SITE_URL: 'https://janmat.test',
      SHUTDOWN_TIMEOUT_MS: '1000',
      ...LONG_REQUESTS,
    });
    // Fastify logs each request as it starts, before its body.
    const arrived = server.writes('"url":"/api/insert"');
    slow = slowClient({ port, from: '127.0.0.1', start: slowBodyHead('/api/insert', 60_000), dripMs: 100 });
    await arrived;
    expect(slow.isClosed()).toBe(false);
    const started = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // Without the deadline the process would wait for the body for ever (and this test time out).
    const exit = await server.exited;
    const ms = Date.now() - started;
    expect(exit).toEqual({ code: 0, signal: null });
    expect((await slow.closed).answer).toBe('');
    // Ended by the deadline, not before it.
    expect(server.output()).toContain('shutdown deadline reached: closing the connections still open');
    expect(ms).toBeGreaterThanOrEqual(1000 - 100);
    console.info(`SIGTERM with a never-ending body: exited after ${ms} ms (deadline 1000 ms)`);
  }, 90_000);
});
