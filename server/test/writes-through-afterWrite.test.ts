/**
 * A write tells readers one way: `deps.afterWrite` (core/afterWrite.ts), with the keys it touched. The
 * read cache's clears and the edge's purges are the core's own business: outside server/src/core no
 * source file calls them (tests, which may empty a cache to start clean, are not looked at).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', 'src');

/** Calls that clear or purge behind afterWrite's back, with the reason each is refused. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bclearGroup\b/, 'clearGroup: the read cache is cleared by keys, through afterWrite'],
  [/\bclearUntil\b/, 'clearUntil: a later moment is afterWrite’s `changesAt`'],
  [/\.clearKeys\s*\(/, 'clearKeys: afterWrite clears the read cache and tells the other processes'],
  [/\.clearAnswers\s*\(/, 'clearAnswers: only the cache bus clears everything, when keys do not fit'],
  [/\.purge\s*\(/, '.purge(: afterWrite purges the edge with the same keys'],
  [/\bdeps\.purge\b/, 'deps.purge: afterWrite purges the edge'],
];

/** Each forbidden call in `source`, as `line: reason`. */
function forbiddenCalls(source: string): string[] {
  return source.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    return FORBIDDEN.filter(([pattern]) => pattern.test(code)).map(([, reason]) => `${i + 1}: ${reason}`);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(SRC, path) === 'core' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no source outside the core clears the read cache or purges the edge but through afterWrite', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) =>
    forbiddenCalls(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}:${hit}`),
  );
  expect(found).toEqual([]);
});

test('the check catches each way around afterWrite', () => {
  const sample = [
    "await deps.cache.clearGroup('polls');",
    'await deps.cache.clearUntil(ALL_GROUPS, at);',
    'deps.purge([pollKey(id)]);',
    'deps.cache.clearKeys([CHROME_KEY]);',
    'cache.clearAnswers();',
    'purger.purge(keys, { hard: true });',
    "// deps.purge(['a']) in a comment is no call",
    'await deps.afterWrite({ keys: [pollKey(id)] });',
  ].join('\n');
  expect(forbiddenCalls(sample).map((hit) => hit.split(':')[0])).toEqual(['1', '2', '3', '3', '4', '5', '6']);
});
