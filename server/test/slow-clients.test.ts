/**
 * Slow-body and slowloris attacks against a real listening server (short deadlines instead of the
 * 30 s default, so the test takes seconds). Attackers use their own loopback addresses.
 */
import type { AddressInfo } from 'node:net';
import { contactBody } from './helpers/http';
import {
  allClosed,
  type SlowClient,
  slowBodyHead,
  slowClient,
  slowHeadersHead,
  watchAdmissions,
} from './helpers/slowClient';
import { startTestApp, type TestApp } from './helpers/testApp';

/**
 * Long enough for the normal visitors to be answered while every slow body is still held, on a loaded
 * machine too (the attackers and the server share this process).
 */
const REQUEST_TIMEOUT_MS = 10_000;
const HEADERS_TIMEOUT_MS = 2000;
const PER_ADDRESS = 20;
/** 15 attacking addresses, each trying 22 slow bodies: 300 held, 30 over the per-address cap. */
const ATTACKERS = 15;
const TRIES_PER_ATTACKER = 22;
const SLOWLORIS = 10;

type Admissions = ReturnType<typeof watchAdmissions>;

/** `clients` split by the server's ruling, once it has ruled on every one of them. */
async function ruled(admissions: Admissions, clients: SlowClient[]) {
  const verdicts = await Promise.all(clients.map((c) => admissions.verdict(c)));
  return {
    kept: clients.filter((_, i) => verdicts[i] === 'kept'),
    refused: clients.filter((_, i) => verdicts[i] === 'refused'),
  };
}

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
 * A test app with `env`, listening on a port of its own for the describe block it is called in, with
 * the server's ruling on each connection (`admissions`); the slow clients a test pushes to `clients`
 * are cut when the block ends.
 */
function listeningApp(env: Record<string, string>) {
  const state = { port: 0, clients: [] as SlowClient[], admissions: undefined as unknown as Admissions };
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp({ env });
    state.admissions = watchAdmissions(t.app.server);
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

    // The per-address cap refuses the connections over it as soon as the server accepts them: the
    // clients see those closed without an answer, and the others still open.
    const { kept: held, refused } = await ruled(app.admissions, bodies);
    expect(refused).toHaveLength(ATTACKERS * (TRIES_PER_ATTACKER - PER_ADDRESS));
    expect(held).toHaveLength(ATTACKERS * PER_ADDRESS);
    for (const { answer } of await Promise.all(refused.map((c) => c.closed))) expect(answer).toBe('');

    // Meanwhile another visitor reads and writes as usual.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => timed(`http://127.0.0.1:${app.port}/api/categories`)),
    );
    const write = await timed(`http://127.0.0.1:${app.port}/api/insert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactBody()),
    });
    // Answered while every slow body still held its connection, not once the deadline had freed them.
    const stillHeld = held.filter((c) => !c.isClosed()).length;
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect(write.status).toBe(201);
    expect(stillHeld).toBe(held.length);
    const slowest = Math.max(...reads.map((r) => r.ms), write.ms);

    // Every slow request is closed by its deadline (not before it), with a 408 when the server could still say so.
    await allClosed([...held, ...loris]);
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
  }, 60_000);
});

describe('the overall connection cap', () => {
  const CAP_REQUEST_TIMEOUT_MS = 3000;
  const app = listeningApp({
    REQUEST_TIMEOUT_MS: String(CAP_REQUEST_TIMEOUT_MS),
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
    const { kept, refused } = await ruled(app.admissions, app.clients);
    expect(refused).toHaveLength(10);
    for (const { answer } of await Promise.all(refused.map((c) => c.closed))) expect(answer).toBe('');
    // The ones kept are held until their request deadline.
    await allClosed(kept);
    for (const { afterMs, answer } of await Promise.all(kept.map((c) => c.closed))) {
      expect(afterMs).toBeGreaterThanOrEqual(CAP_REQUEST_TIMEOUT_MS - 100);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect((await timed(`http://127.0.0.1:${app.port}/api/categories`)).status).toBe(200);
  }, 30_000);
});
