// The docs check (`scripts/checkDocs.mjs`, run by `npm run lint`): it passes on the repository as it
// is and on a copy of what it reads, and each check fails on a copy with one drift, in the docs or
// in the code. `node --test scripts/`.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkDocs, configFiles, remoteNames } from './checkDocs.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** What the check reads. */
const COPIED = [
  'README.md',
  'server/README.md',
  'docs/deploy.md',
  'docs/contracts.md',
  'docs/decisions',
  'scripts/dev.mjs',
  'shell/webpack.config.js',
  ...['news', 'media', 'polls', 'static', 'newsroom'].map((name) => `mfe-${name}/webpack.config.js`),
  'server/src',
  'shared/src',
];
const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Of the sources, only those the check finds something in (the machine is slow to write hundreds of
 * files for each case): the ones that read the environment or define the remotes' constants.
 */
function wanted(path) {
  if (!/[/\\]src[/\\]/.test(path) || statSync(path).isDirectory()) return true;
  return (
    /\.tsx?$/.test(path) &&
    !/\.test\.tsx?$/.test(path) &&
    /\benv\b|export const REMOTE_/.test(readFileSync(path, 'utf8'))
  );
}

/** A copy of what the check reads, with `edits` (file → text → text) applied; each must change its file. */
function copy(edits = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'janmat-docs-'));
  dirs.push(dir);
  for (const path of COPIED) cpSync(join(ROOT, path), join(dir, path), { recursive: true, filter: wanted });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const after = edit(before);
    assert.notEqual(after, before, `the edit of ${file} changes nothing: the test would prove nothing`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, after);
  }
  return dir;
}

/** `text` with `from` replaced once; fails when `from` is not in it (the fixture went stale). */
const swap = (from, to) => (text) => {
  assert.ok(text.includes(from), `expected ${JSON.stringify(from)} in the file`);
  return text.replace(from, to);
};

/** The problems of a drifted copy: at least one, and one matching `expected`. */
function assertFails(edits, expected) {
  const problems = checkDocs(copy(edits));
  assert.ok(
    problems.some((p) => expected.test(p)),
    `expected a problem matching ${expected}, got:\n${problems.join('\n') || '(none)'}`,
  );
}

const CONFIG_DIR = 'server/src/core/config';
/** The file of the config module (a folder, a file for each area of settings) that holds `text`. */
function configWith(text) {
  const file = configFiles(ROOT).find((path) => readFileSync(join(ROOT, path), 'utf8').includes(text));
  assert.ok(file, `expected ${JSON.stringify(text)} in a file of ${CONFIG_DIR}/`);
  return file;
}
const SHARED_DEPLOY = 'shared/src/contracts/deploy.ts';

test('the repository passes, and so does an unchanged copy of what the check reads', () => {
  assert.deepEqual(checkDocs(ROOT), []);
  assert.deepEqual(checkDocs(copy()), []);
  assert.deepEqual(remoteNames(ROOT), ['news', 'media', 'polls', 'static', 'newsroom']);
});

test('README: a dev port or a section row that no longer matches scripts/dev.mjs fails', () => {
  assertFails({ 'README.md': swap('(3001–3005)', '(3001–3004)') }, /README\.md:\d+: the `npm run dev` row names ports/);
  assertFails(
    { 'scripts/dev.mjs': swap("{ name: 'mfe-polls', port: 3003 }", "{ name: 'mfe-polls', port: 3013 }") },
    /README\.md:\d+: mfe-polls's dev port is 3013/,
  );
  assertFails(
    { 'README.md': (text) => text.replace(/^\| `mfe-newsroom\/` \|.*\n/m, '') },
    /README\.md: the folder table has no row for `mfe-newsroom\/`/,
  );
  assertFails(
    { 'scripts/dev.mjs': swap('const API_PORT = 3100;', 'const API_PORT = 3200;') },
    /server's dev port is 3200/,
  );
  assertFails(
    { 'mfe-media/webpack.config.js': swap('port: 3002', 'port: 3012') },
    /mfe-media\/webpack\.config\.js: the dev server listens on 3012, scripts\/dev\.mjs says mfe-media is on 3002/,
  );
});

test('README: a count or a list of the sections that leaves one out fails', () => {
  assertFails({ 'README.md': swap('the five sections', 'the four sections') }, /"the four sections" — there are 5/);
  assertFails(
    { 'README.md': swap('`@static`,\n`@newsroom` —', '`@static` —') },
    /lists the journey tags \(@<name>\) of news, media, polls, static but not newsroom/,
  );
});

test('a remote added to REMOTE_NAMES fails every doc that lists the remotes without it', () => {
  const edits = { [SHARED_DEPLOY]: swap("'static', 'newsroom']", "'static', 'newsroom', 'opinion']") };
  assertFails(edits, /README\.md: the folder table has no row for `mfe-opinion\/`/);
  assertFails(edits, /scripts\/dev\.mjs: no dev server for mfe-opinion/);
  assertFails(edits, /docs\/contracts\.md:\d+: "the five remotes" — there are 6/);
  assertFails(edits, /docs\/contracts\.md:\d+: lists the names of .* but not opinion/);
});

test('docs/contracts.md: a list of the remotes without one of them fails, and so does no full list', () => {
  assertFails(
    { 'docs/contracts.md': swap('static, newsroom }', 'static }') },
    /docs\/contracts\.md:\d+: lists the names of news, media, polls, static but not newsroom/,
  );
  assertFails(
    {
      'docs/contracts.md': (text) =>
        text
          .replace('`{ news, media, polls,\n  static, newsroom }`', 'the remotes')
          .replace('`news|media|polls|static|newsroom/routes`', '`<remote>/routes`'),
    },
    /docs\/contracts\.md: lists the remotes nowhere in full/,
  );
});

test('docs/deploy.md: a variable the server reads but the table lacks fails, and the reverse', () => {
  assertFails(
    { 'docs/deploy.md': (text) => text.replace(/^\| `IDLE_TIMEOUT_MS` \|.*\n/m, '') },
    /docs\/deploy\.md: `IDLE_TIMEOUT_MS` is read by the server .* but not in the table/,
  );
  assertFails(
    { [configWith('env.EDITORIAL_EMAIL ||')]: swap('env.EDITORIAL_EMAIL ||', "'' ||") },
    /docs\/deploy\.md:\d+: `EDITORIAL_EMAIL` is in the table, but the server does not read it/,
  );
  assertFails(
    { 'docs/deploy.md': swap('## Logs\n', '## Logs\n\nSet `LOG_FORMAT=pretty` for people.\n') },
    /docs\/deploy\.md:\d+: mentions `LOG_FORMAT`, which the server does not read/,
  );
  assertFails(
    { 'docs/deploy.md': swap('## Logs\n', '## Logs\n\n`PINO_PRETTY_COLORS` is not read.\n') },
    /docs\/deploy\.md:\d+: mentions `PINO_PRETTY_COLORS`/,
  );
});

test('README and server/README point to the one table of settings and keep none of their own', () => {
  assertFails(
    {
      'README.md': (text) =>
        `${text}\n| variable | default | meaning |\n| --- | --- | --- |\n| \`PORT\` | \`3000\` | port |\n`,
    },
    /README\.md: keeps a table of the server's variables/,
  );
  assertFails(
    { 'server/README.md': (text) => text.replaceAll('docs/deploy.md#settings', 'docs/deploy.md') },
    /server\/README\.md: does not link to docs\/deploy\.md#settings/,
  );
});

test('the variables are read from the code: REMOTE_URL_ENV, process.env, and reads the script cannot name', () => {
  assertFails(
    { [SHARED_DEPLOY]: swap("  newsroom: 'REMOTE_NEWSROOM_URL',\n", '') },
    /docs\/deploy\.md:\d+: `REMOTE_NEWSROOM_URL` is in the table, but the server does not read it/,
  );
  assertFails(
    { 'server/src/extra.ts': () => "export const region = process.env.JANMAT_REGION ?? 'in';\n" },
    /docs\/deploy\.md: `JANMAT_REGION` is read by the server/,
  );
  assertFails(
    { [configWith('env.LOG_LEVEL ||')]: swap('env.LOG_LEVEL ||', "env['LOG_' + 'LEVEL'] ||") },
    /reads env\[.*name the variable/,
  );
  assertFails(
    {
      [configWith('export function loadConfig(')]: swap(
        'export function loadConfig(',
        'const { HOST_ALIAS } = env;\nexport function loadConfig(',
      ),
    },
    /destructures env/,
  );
});

test('the config module is every source in server/src/core/config/ (tests left out); without it, a clear error', () => {
  assertFails(
    { [`${CONFIG_DIR}/region.ts`]: () => "export const region = (env: Env) => env.JANMAT_REGION ?? 'in';\n" },
    /docs\/deploy\.md: `JANMAT_REGION` is read by the server \(server\/src\/core\/config\/\) but not in the table/,
  );
  const withTest = copy({ [`${CONFIG_DIR}/region.test.ts`]: () => 'const region = env.JANMAT_REGION;\n' });
  assert.deepEqual(checkDocs(withTest), []);
  const none = copy();
  rmSync(join(none, CONFIG_DIR), { recursive: true, force: true });
  assert.throws(() => checkDocs(none), /cannot find the server's config module \(server\/src\/core\/config\/\)/);
});

test('docs/decisions: a record without a Status line, or with an unknown status, fails', () => {
  assertFails(
    { 'docs/decisions/0013-photo-uploads.md': swap('\nStatus: accepted.\n', '\n') },
    /0013-photo-uploads\.md: no "Status:" line/,
  );
  assertFails(
    { 'docs/decisions/0002-pglite-default.md': swap('Status: accepted.', 'Status: done.') },
    /0002-pglite-default\.md: "Status: done\."/,
  );
});

test('a pointer to a section of the same file that has no such heading fails', () => {
  assertFails(
    { 'docs/decisions/0011-server-rendering.md': swap('in "Measured" below', 'in "Not yet" below') },
    /0011-server-rendering\.md:\d+: points to "Not yet"/,
  );
  assertFails(
    { 'README.md': swap('see "For integration testers"', 'see "For testers"') },
    /README\.md:\d+: points to "For testers"/,
  );
});
