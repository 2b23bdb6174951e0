// The function-length check (`scripts/functionLengths.mjs`, run by `npm run lint`): a function of 60
// non-blank lines passes and one of 61 fails, whatever its form, blank lines and its doc comment aside;
// what is nested in a function counts for it; tests are left out; server/src passes as it is.
// `node --test scripts/`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { functionLengths, longFunctions, MAX_LINES } from './functionLengths.mjs';

const SCRIPT = fileURLToPath(new URL('./functionLengths.mjs', import.meta.url));
const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `count` statements, one a line, with a blank line after every tenth (blank lines are not counted). */
const statements = (count, indent = '  ') =>
  Array.from({ length: count }, (_, i) => `${indent}total += ${i};${i % 10 === 9 ? '\n' : ''}`).join('\n');

/** A function of `lines` non-blank lines in the form `form`, with a doc comment (not counted). */
function source(lines, form) {
  const body = statements(lines - 3);
  const forms = {
    'a function declaration': `export function long(): number {\n  let total = 0;\n${body}\n}`,
    'an arrow function': `export const long = (): number => {\n  let total = 0;\n${body}\n};`,
    'a class method': `export class Long {\n  long(): number {\n  let total = 0;\n${body}\n  }\n}`,
    'an object-literal method': `export const service = {\n  long(): number {\n  let total = 0;\n${body}\n  },\n};`,
  };
  return `/**\n * Adds up.\n * Its doc comment is not counted.\n */\n${forms[form]}\n`;
}

const longest = (text) => Math.max(...functionLengths(text).map(({ lines }) => lines));

const FORMS = ['a function declaration', 'an arrow function', 'a class method', 'an object-literal method'];

for (const form of FORMS) {
  test(`${form} is counted from its signature to its closing brace, blank lines and doc comment aside`, () => {
    // Three lines a form adds, besides the statements: `let total`, the signature and the closing brace.
    assert.equal(longest(source(MAX_LINES, form)), MAX_LINES);
    assert.equal(longest(source(MAX_LINES + 1, form)), MAX_LINES + 1);
  });
}

test('a long signature counts, and so do the route handlers and callbacks written inside', () => {
  const signature = `export function routes(\n${Array.from({ length: 10 }, (_, i) => `  p${i}: number,`).join('\n')}\n): void {`;
  const handler = `  scope.post('/api/x', async (request, reply) => {\n    let total = 0;\n${statements(45, '    ')}\n  });`;
  const text = `${signature}\n${handler}\n}\n`;
  const [outer, inner] = functionLengths(text);
  assert.equal(inner.lines, 48);
  assert.equal(outer.lines, 12 + 48 + 1);
  assert.equal(outer.name, 'routes');
  assert.equal(inner.name, 'a function passed to scope.post');
});

/** A folder with `files` (relative path: text). */
function folder(files) {
  const dir = mkdtempSync(join(tmpdir(), 'janmat-function-lengths-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

test('names each long function of a folder by file and line, tests left out', () => {
  const dir = folder({
    'src/ok.ts': source(MAX_LINES, FORMS[0]),
    'src/deep/long.ts': source(MAX_LINES + 1, FORMS[1]),
    'src/deep/long.test.ts': source(MAX_LINES + 20, FORMS[0]),
  });
  assert.deepEqual(longFunctions(dir, ['src']), [`src/deep/long.ts:5 long (${MAX_LINES + 1} lines)`]);
  assert.deepEqual(longFunctions(folder({ 'src/ok.ts': source(MAX_LINES, FORMS[2]) }), ['src']), []);
});

test('the command fails on a folder with a function of 61 lines and passes on one of 60', () => {
  const run = (lines) =>
    spawnSync(process.execPath, [SCRIPT, folder({ 'f.ts': source(lines, FORMS[0]) })], { encoding: 'utf8' });
  const failed = run(MAX_LINES + 1);
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /f\.ts:5 long \(61 lines\)/);
  assert.equal(run(MAX_LINES).status, 0);
});

test('the server (server/src) has no function longer than 60 lines', () => {
  assert.deepEqual(longFunctions(), []);
});
