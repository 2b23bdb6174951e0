// Requests through the edge (deploy/varnish/janmat.vcl in Debian's Varnish) to a stand-in origin that
// says what reached it: which are passed with their cookies, which answers set a reader's bucket, and
// what happens when the probes call the origin sick. `node --test scripts/edgeRequests.test.mjs`.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { startVarnish } from './lib/edgeVcl.mjs';
import { requireVarnish } from './lib/ensureVarnish.mjs';

const PUBLIC = 'public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400';

/**
 * The origin: every answer public (so only the edge's own rules keep staff answers out of its cache),
 * pages varying on the reader's bucket as during a canary, /healthz as `healthy` says.
 */
function standInOrigin() {
  const seen = [];
  const origin = { seen, healthy: true, url: '' };
  const server = createServer((request, response) => {
    if (request.url === '/healthz') {
      response.writeHead(origin.healthy ? 200 : 503, { 'cache-control': 'no-store' }).end();
      return;
    }
    const { method, url, headers } = request;
    seen.push({ method, url, cookie: headers.cookie, authorization: headers.authorization });
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'cache-control': method === 'GET' ? PUBLIC : 'no-store',
        vary: 'X-Janmat-Cohort',
        xkey: 'page:/x',
      })
      .end(JSON.stringify({ method, url }));
  });
  origin.listen = () =>
    new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        origin.port = String(server.address().port);
        resolve();
      });
    });
  origin.close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return origin;
}

/** A free port for Varnish. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let origin;
let edge;
before(async () => {
  requireVarnish();
  origin = standInOrigin();
  await origin.listen();
  edge = await startVarnish({
    port: await freePort(),
    listen: '127.0.0.1',
    origins: [{ host: '127.0.0.1', port: origin.port }],
    stdio: 'ignore',
  });
});
after(async () => {
  await edge?.stop();
  await origin?.close();
});

/** Asks the edge; answers the status, X-Cache, headers and what reached the origin for it. */
async function ask(path, init = {}) {
  const before = origin.seen.length;
  const res = await fetch(edge.url + path, { redirect: 'manual', ...init });
  const body = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    headers: res.headers,
    body,
    reached: origin.seen.slice(before),
  };
}

const STAFF_COOKIE = 'janmat_staff=s3ssion; _ga=GA1.2.3; janmat-lite=1';

test('the release API and the newsroom reach the origin with every cookie and Authorization, and are never kept', async () => {
  for (const path of [
    '/api/releases',
    '/api/releases/news/history?limit=5',
    '/newsroom/releases',
    '/api/newsroom/me',
  ]) {
    for (let round = 0; round < 2; round += 1) {
      const res = await ask(path, { headers: { cookie: STAFF_COOKIE } });
      assert.equal(res.cache, 'PASS', path);
      assert.deepEqual(
        res.reached.map((r) => r.cookie),
        [STAFF_COOKIE],
        path,
      );
    }
  }
  const token = await ask('/api/releases', { headers: { authorization: 'Bearer release-token-0123456789abcdef' } });
  assert.equal(token.cache, 'PASS');
  assert.equal(token.reached[0].authorization, 'Bearer release-token-0123456789abcdef');
  const promote = await ask('/api/releases/news/promote', { method: 'POST', headers: { cookie: STAFF_COOKIE } });
  assert.deepEqual([promote.cache, promote.reached[0].cookie], ['PASS', STAFF_COOKIE]);
});

test('a public read reaches the origin with the lite cookie alone, and is kept, whoever asks (a signed-in editor too)', async () => {
  const first = await ask('/api/newsall', { headers: { cookie: 'reader=1; janmat-lite=1; janmat_cohort=20' } });
  assert.equal(first.cache, 'MISS');
  assert.deepEqual(
    first.reached.map((r) => r.cookie),
    ['janmat-lite=1'],
  );
  const editor = await ask('/api/newsall', { headers: { cookie: `${STAFF_COOKIE}; janmat_cohort=20` } });
  assert.deepEqual([editor.cache, editor.reached.length], ['HIT', 0]);
});

test('a newcomer given a bucket at the edge gets it in a private answer without keys; a reader with one gets the kept public copy', async () => {
  const newcomer = await ask('/aboutus');
  assert.match(
    newcomer.headers.get('set-cookie') ?? '',
    /^janmat_cohort=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
  );
  assert.equal(newcomer.headers.get('cache-control'), 'private, no-store');
  assert.equal(newcomer.headers.get('xkey'), null);
  const bucket = /janmat_cohort=(\d+)/.exec(newcomer.headers.get('set-cookie'))[1];
  const reader = await ask('/aboutus', { headers: { cookie: `janmat_cohort=${bucket}` } });
  assert.deepEqual(
    [reader.cache, reader.headers.get('cache-control'), reader.headers.get('set-cookie')],
    ['HIT', PUBLIC, null],
  );
});

test('when the probes call every origin sick, a write and an unseen page are still tried and answered; a stopped origin gives the Hindi 503', async () => {
  origin.healthy = false;
  for (const deadline = Date.now() + 60_000; edge.health().origin_0 !== false; ) {
    assert.ok(Date.now() < deadline, 'the probe never called the origin sick');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const signin = await ask('/api/newsroom/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.deepEqual([signin.status, signin.cache, signin.reached.length], [200, 'PASS', 1]);
  const unseen = await ask('/news/national/asked-while-sick');
  assert.deepEqual([unseen.status, unseen.reached.length], [200, 1]);

  await origin.close();
  const refused = await ask('/api/insert', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(refused.status, 503);
  assert.equal(
    JSON.parse(refused.body).message,
    'साइट अभी जवाब नहीं दे पा रही है। आपका भेजा हुआ सहेजा नहीं गया। कृपया थोड़ी देर बाद फिर भेजें।',
  );
});
