import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { writeFakeBuilds } from './helpers/fakeWeb';
import { contactBody, getJson, pollBody, postJson, vote } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

const CREATOR = '198.51.100.77';

describe.each(BACKENDS)("the creator's address never leaves the server (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-privacy-'));
    writeFakeBuilds(join(dataDir, 'web'));
    t = await startTestApp({ backend, dataDir });
  }, 60_000);
  afterAll(() => t.close());

  test('no poll answer, page or preload carries created_by or the address', async () => {
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 2222 }), CREATOR);
    expect(created.status).toBe(201);
    const voted = await vote(t.app, 1, 2222, '198.51.100.78');
    expect(voted.status).toBe(200);
    const answers = [
      created.res.body,
      voted.res.body,
      ...(await Promise.all(
        [
          '/api/pollsathome',
          '/api/pollsatpages',
          '/api/pppolls/1',
          '/api/userpolls/2222',
          `/api/mypolls/${CREATOR}`,
          '/polls/2222/x',
          '/',
          '/news/national/national-one',
        ].map(async (url) => {
          const res = await t.app.inject({ url, remoteAddress: CREATOR });
          const followed = res.statusCode === 301 ? await t.app.inject(String(res.headers.location)) : res;
          expect({ url, status: followed.statusCode }).toEqual({ url, status: 200 });
          return followed.body;
        }),
      )),
    ];
    for (const body of answers) {
      expect(body).not.toContain('created_by');
      expect(body).not.toContain(CREATOR);
    }
  });

  test("/api/mypolls/{ip} answers only for the caller's own address; others get 403 with a message", async () => {
    await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 2223 }), '198.51.100.79');
    const own = await getJson(t.app, '/api/mypolls/198.51.100.79', '198.51.100.79');
    expect(own.status).toBe(200);
    expect(own.body.data.map((p: { poll_id: number }) => p.poll_id)).toEqual([2223]);
    expect(own.res.headers['cache-control']).toBe('private, no-store');
    const other = await getJson(t.app, '/api/mypolls/198.51.100.79', '203.0.113.66');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'आप केवल अपने पते (IP) से बनाए गए पोल देख सकते हैं।' });
    expect(JSON.stringify(other.body)).not.toContain('2223');
  });

  test("the site's own call works: the address /api/ip answers (IPv4-mapped and IPv6 too) lists the caller's polls", async () => {
    for (const socket of ['::ffff:198.51.100.80', '2001:db8::80']) {
      await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: socket.includes('ffff') ? 2224 : 2225 }), socket);
      const { ip } = (await getJson(t.app, '/api/ip', socket)).body;
      const mine = await getJson(t.app, `/api/mypolls/${encodeURIComponent(ip)}`, socket);
      expect({ socket, status: mine.status, count: mine.body.data?.length }).toEqual({ socket, status: 200, count: 1 });
    }
  });
});

/** Collects what the app logs (one JSON line each). */
function logSink(): { stream: Writable; text: () => string; lines: () => Record<string, unknown>[] } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

describe.each(BACKENDS)('logs (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  async function appLoggingAt(level: string, sink: ReturnType<typeof logSink>): Promise<FastifyInstance> {
    const app = await buildApp({ db: t.database.db, config: { ...t.config, logLevel: level }, logStream: sink.stream });
    await app.ready();
    return app;
  }

  test('a failed contact insert logs no e-mail, phone, message or SQL parameter', async () => {
    const sink = logSink();
    const app = await appLoggingAt('info', sink);
    const secret = contactBody({
      email: 'gupt.vyakti@example.in',
      phone: '9123456780',
      des: 'मेरा निजी संदेश: पता 12 गुप्त मार्ग',
    });
    await t.database.db.execute(sql`alter table contacts rename to contacts_away`);
    try {
      const res = await postJson(app, '/api/insert', secret, '198.51.100.90');
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table contacts_away rename to contacts`);
      await app.close();
    }
    const logged = sink.text();
    expect(logged).toContain('request failed');
    // The query is there to debug with (placeholders only), the values are not.
    expect(logged).toMatch(/Failed query: insert into .+values \(default, \$1, \$2/);
    for (const value of [secret.email, secret.phone, secret.des, secret.name, '198.51.100.90']) {
      expect(logged).not.toContain(value);
    }
  });

  test('visitor addresses appear only at debug level', async () => {
    const address = '198.51.100.91';
    const info = logSink();
    const atInfo = await appLoggingAt('info', info);
    await atInfo.inject({ url: `/api/mypolls/${address}`, remoteAddress: address });
    await atInfo.close();
    expect(info.lines().some((line) => line.msg === 'incoming request')).toBe(true);
    expect(info.text()).not.toContain(address);

    const debug = logSink();
    const atDebug = await appLoggingAt('debug', debug);
    await atDebug.inject({ url: '/api/ip', remoteAddress: address });
    await atDebug.close();
    expect(debug.text()).toContain(address);
  });
});
