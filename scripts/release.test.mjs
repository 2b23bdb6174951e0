// The release CLI (`scripts/release.mjs`, `npm run release`) against a tiny fake of the release API:
// what it sends, what it prints, and its exit codes. `node --test scripts/`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { baseUrl, parseArgs, runRelease, statusTable } from './release.mjs';

const TOKEN = 'release-token-for-tests-0123456789abcdef';
const SCRIPT = fileURLToPath(new URL('./release.mjs', import.meta.url));

const section = (name, canary) => ({
  section: name,
  live: { release: 1, manifest: `/remotes/${name}/mf-manifest.json`, build: '0.0.0+aaa.1' },
  canary: canary
    ? {
        release: 4,
        manifest: 'https://cdn.test/b4/mf-manifest.json',
        build: '0.0.0+bbb.4',
        percent: 10,
        since: '2026-11-26T08:00:00Z',
      }
    : null,
});
const health = (role, views, errorRate, lcpP75, inpP75) => ({
  release: 1,
  build: null,
  role,
  views,
  errorRate,
  lcpP75,
  inpP75,
  minutes: [],
});

/** What the fake server was asked, newest last. */
const asked = [];
let server;
let base;

/** The fake API: the status, a history, a release (refused when the manifest says so), promote, rollback. */
function answer(request, body) {
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return [401, { message: 'टोकन सही नहीं है' }];
  const path = request.url;
  if (request.method === 'GET' && path === '/api/releases') {
    return [
      200,
      {
        sections: [
          {
            ...section('news', true),
            health: { live: health('live', 412, 0.005, 1830.4, 96), canary: health('canary', 48, 0, 1790, 88) },
          },
          { ...section('media', false), health: { live: health('live', 0, null, null, null), canary: null } },
        ],
      },
    ];
  }
  if (request.method === 'GET' && path === '/api/releases/news/history') {
    return [
      200,
      {
        items: [
          {
            id: 4,
            section: 'news',
            action: 'canary',
            manifest: 'https://cdn.test/b4/mf-manifest.json',
            build: '0.0.0+bbb.4',
            percent: 10,
            actor: 'token',
            reason: 'नया होम',
            at: '2026-11-26T08:00:00.000Z',
          },
        ],
      },
    ];
  }
  if (request.method === 'POST' && path === '/api/releases/news') {
    if (body.manifest.includes('broken'))
      return [422, { message: 'build ये modules expose नहीं करता: ./pageData', step: 'exposes' }];
    return [201, { section: section('news', body.canary !== undefined) }];
  }
  if (request.method === 'POST' && path === '/api/releases/news/promote')
    return [200, { section: section('news', false) }];
  if (request.method === 'POST' && path === '/api/releases/media/rollback')
    return [409, { message: 'rollback करने को कुछ नहीं है' }];
  return [404, { message: 'नहीं मिला' }];
}

before(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      asked.push({ method: request.method, url: request.url, body, type: request.headers['content-type'] });
      const [status, payload] = answer(request, body ?? {});
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

/** Runs the CLI in process: its exit code and what it printed. */
async function cli(argv, env = { RELEASE_URL: base, RELEASE_TOKEN: TOKEN }) {
  const out = [];
  const err = [];
  const code = await runRelease(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test('parses each command, and refuses what it cannot mean', () => {
  assert.deepEqual(parseArgs(['--status']), { kind: 'status' });
  assert.deepEqual(parseArgs(['news', 'https://cdn.test/mf-manifest.json', '--canary', '5', '--reason', 'नया']), {
    kind: 'release',
    section: 'news',
    manifest: 'https://cdn.test/mf-manifest.json',
    canary: 5,
    reason: 'नया',
  });
  assert.deepEqual(parseArgs(['news', '--rollback']), { kind: 'rollback', section: 'news', reason: undefined });
  for (const argv of [
    [],
    ['news'],
    ['news', 'x', '--canary', '0'],
    ['news', 'x', '--canary', '100'],
    ['news', 'x', '--canary', '7.5'],
    ['news', 'x', '--canary'],
    ['news', '--promote', '--rollback'],
    ['news', 'x', '--promote'],
    ['--status', 'news'],
    ['news', 'x', 'y'],
    ['news', 'x', '--percent', '5'],
  ]) {
    assert.throws(() => parseArgs(argv), undefined, argv.join(' '));
  }
});

test('releases a build as a canary, sending the token and the body the API takes', async () => {
  const { code, out } = await cli([
    'news',
    'https://cdn.test/b4/mf-manifest.json',
    '--canary',
    '10',
    '--reason',
    'नया होम',
  ]);
  assert.equal(code, 0);
  assert.match(out, /canary released: news: live 0\.0\.0\+aaa\.1 \(#1\), canary 0\.0\.0\+bbb\.4 \(#4\) for 10 %/);
  assert.deepEqual(asked.at(-1), {
    method: 'POST',
    url: '/api/releases/news',
    body: { manifest: 'https://cdn.test/b4/mf-manifest.json', canary: 10, reason: 'नया होम' },
    type: 'application/json',
  });
});

test('prints the server’s reason and pre-flight’s step, and exits 1, when a build is refused', async () => {
  const { code, err } = await cli(['news', 'https://cdn.test/broken/mf-manifest.json']);
  assert.equal(code, 1);
  assert.match(err, /refused \(HTTP 422\) at pre-flight step "exposes": build ये modules expose नहीं करता: \.\/pageData/);
});

test('promotes, and exits 1 with the reason when there is nothing to roll back', async () => {
  assert.equal((await cli(['news', '--promote'])).code, 0);
  assert.deepEqual(asked.at(-1).body, {});
  const nothing = await cli(['media', '--rollback', '--reason', 'x']);
  assert.equal(nothing.code, 1);
  assert.match(nothing.err, /HTTP 409.*rollback करने को कुछ नहीं है/);
  assert.deepEqual(asked.at(-1).body, { reason: 'x' });
});

test('shows every section’s builds with their health as a table', async () => {
  const { code, out } = await cli(['--status']);
  assert.equal(code, 0);
  const lines = out.split('\n');
  assert.match(lines[0], /^section\s+role\s+build\s+release\s+share\s+views\s+error rate\s+p75 LCP\s+p75 INP$/);
  assert.match(lines[1], /^news\s+live\s+0\.0\.0\+aaa\.1\s+#1\s+90 %\s+412\s+0\.5 %\s+1830 ms\s+96 ms$/);
  assert.match(lines[2], /^news\s+canary\s+0\.0\.0\+bbb\.4\s+#4\s+10 %\s+48\s+0\.0 %\s+1790 ms\s+88 ms$/);
  assert.match(lines[3], /^media\s+live\s+0\.0\.0\+aaa\.1\s+#1\s+100 %\s+0\s+–\s+–\s+–$/);
  assert.equal(statusTable([]).split('\n').length, 1);
});

test('shows a section’s history', async () => {
  const { code, out } = await cli(['news', '--history']);
  assert.equal(code, 0);
  assert.match(out, /#4 {2}2026-11-26T08:00:00\.000Z {2}canary 10 % {2}0\.0\.0\+bbb\.4 {2}by token — नया होम/);
});

test('exits 1 with a wrong token, and when the server cannot be reached', async () => {
  const wrong = await cli(['--status'], { RELEASE_URL: base, RELEASE_TOKEN: 'not-the-token-0123456789abcdef' });
  assert.equal(wrong.code, 1);
  assert.match(wrong.err, /HTTP 401/);
  const down = await cli(['--status'], { RELEASE_URL: 'http://127.0.0.1:9', RELEASE_TOKEN: TOKEN });
  assert.equal(down.code, 1);
  assert.match(down.err, /cannot reach http:\/\/127\.0\.0\.1:9/);
});

test('exits 2 with the usage on a usage error or without RELEASE_TOKEN, and talks to localhost:$PORT by default', async () => {
  const usage = await cli(['news']);
  assert.equal(usage.code, 2);
  assert.match(usage.err, /Usage:/);
  assert.equal((await cli(['--status'], { RELEASE_URL: base })).code, 2);
  assert.equal(baseUrl({}), 'http://localhost:3000');
  assert.equal(baseUrl({ PORT: '4000' }), 'http://localhost:4000');
  assert.equal(baseUrl({ RELEASE_URL: 'https://janmat.in/', PORT: '4000' }), 'https://janmat.in');
  assert.equal((await cli(['--status'], { RELEASE_URL: 'ftp://x', RELEASE_TOKEN: TOKEN })).code, 2);
});

test('as a process, exits with its code', async () => {
  const child = spawn(process.execPath, [SCRIPT, 'news', 'https://cdn.test/broken/mf-manifest.json'], {
    env: { ...process.env, RELEASE_URL: base, RELEASE_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 1);
  assert.match(stderr, /exposes/);
});
