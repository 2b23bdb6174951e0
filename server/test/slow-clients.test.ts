/**
 * Slow-body and slowloris attacks against a real listening server (short deadlines instead of the
 * 30 s default, so the test takes seconds). Attackers use their own loopback addresses.
 */
import type { AddressInfo } from 'node:net';
import { contactBody } from './helpers/http';
import { allClosed, type SlowClient, sleep, slowBodyHead, slowClient, slowHeadersHead } from './helpers/slowClient';
import { startTestApp, type TestApp } from './helpers/testApp';

const REQUEST_TIMEOUT_MS = 3000;
const HEADERS_TIMEOUT_MS = 2000;
const PER_ADDRESS = 20;
/** 15 attacking addresses, each trying 22 slow bodies: 300 held, 30 over the per-address cap. */
const ATTACKERS = 15;
const TRIES_PER_ATTACKER = 22;
const SLOWLORIS = 10;

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** Times a normal visitor's request, from 127.0.0.1. */
async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/**
 * A test app with `env`, listening on a port of its own for the describe block it is called in; the
 * slow clients a test pushes to `clients` are cut when the block ends.
 */
function listeningApp(env: Record<string, string>) {
  const state = { port: 0, clients: [] as SlowClient[] };
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp({ env });
    state.port = await listen(t);
  }, 60_000);
  afterAll(async () => {
    for (const c of state.clients) c.socket.destroy();
    await t?.close();
  });
  return state;
}

describe('slow clients', () => {
  const app = listeningApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_IP: String(PER_ADDRESS),
  });

  test('hundreds of slow bodies are held, capped per address, closed at the deadline; others are answered', async () => {
    const bodies: SlowClient[] = [];
    for (let a = 0; a < ATTACKERS; a++) {
      for (let i = 0; i < TRIES_PER_ATTACKER; i++) {
        const head = slowBodyHead('/api/insert', 60_000);
        bodies.push(slowClient({ port: app.port, from: `127.0.0.${10 + a}`, start: head, dripMs: 500 }));
      }
    }
    const loris = Array.from({ length: SLOWLORIS }, () =>
      slowClient({ port: app.port, from: '127.0.0.40', start: slowHeadersHead('/api/categories'), dripMs: 500 }),
    );
    app.clients.push(...bodies, ...loris);

    // The per-address cap refuses the connections over it as soon as the server accepts them.
    const expectedRefused = ATTACKERS * (TRIES_PER_ATTACKER - PER_ADDRESS);
    for (let i = 0; i < 50 && bodies.filter((c) => c.isClosed()).length < expectedRefused; i++) await sleep(100);
    const refused = bodies.filter((c) => c.isClosed());
    expect(refused).toHaveLength(expectedRefused);
    for (const { answer } of await Promise.all(refused.map((c) => c.closed))) expect(answer).toBe('');
    const held = bodies.filter((c) => !c.isClosed());
    expect(held).toHaveLength(ATTACKERS * PER_ADDRESS);

    // Meanwhile another visitor reads and writes as usual.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => timed(`http://127.0.0.1:${app.port}/api/categories`)),
    );
    const write = await timed(`http://127.0.0.1:${app.port}/api/insert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactBody()),
    });
    const stillHeld = held.filter((c) => !c.isClosed()).length;
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect(write.status).toBe(201);
    const slowest = Math.max(...reads.map((r) => r.ms), write.ms);
    expect(slowest).toBeLessThan(1000);
    expect(stillHeld).toBe(held.length);

    // Every slow request is closed soon after its deadline, with a 408 when the server could still say so.
    expect(await allClosed([...held, ...loris], REQUEST_TIMEOUT_MS + 3000)).toBe(true);
    const ends = await Promise.all(held.map((c) => c.closed));
    for (const { afterMs, answer } of ends) {
      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    const lorisEnds = await Promise.all(loris.map((c) => c.closed));
    for (const { afterMs } of lorisEnds) expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    console.info(
      `slow bodies: ${held.length} held, ${refused.length} refused; ${reads.length + 1} normal requests, slowest ${slowest.toFixed(0)} ms; ` +
        `held bodies closed after ${Math.min(...ends.map((e) => e.afterMs))}–${Math.max(...ends.map((e) => e.afterMs))} ms`,
    );

    // And the attackers' addresses may connect again once their connections are gone.
    expect((await timed(`http://127.0.0.1:${app.port}/api/categories`)).status).toBe(200);
  }, 30_000);
});

describe('the overall connection cap', () => {
  const app = listeningApp({
    REQUEST_TIMEOUT_MS: '3000',
    HEADERS_TIMEOUT_MS: '2000',
    MAX_CONNECTIONS: '40',
    MAX_CONNECTIONS_PER_IP: '0',
  });

  test('connections over MAX_CONNECTIONS are closed at once; the server answers again when slots free up', async () => {
    app.clients.push(
      ...Array.from({ length: 50 }, (_, i) =>
        slowClient({ port: app.port, from: `127.0.1.${i + 1}`, start: slowBodyHead('/api/insert', 1000), dripMs: 200 }),
      ),
    );
    for (let i = 0; i < 50 && app.clients.filter((c) => c.isClosed()).length < 10; i++) await sleep(100);
    expect(app.clients.filter((c) => c.isClosed())).toHaveLength(10);
    expect(await allClosed(app.clients, 6000)).toBe(true);
    expect((await timed(`http://127.0.0.1:${app.port}/api/categories`)).status).toBe(200);
  }, 30_000);
});
