// Dependency rule (`npm run lint`): a remote never imports another remote or the shell, the shell never
// imports a remote's source, and nobody reaches into `@janmat/shared/src/...` or the shared folder by a
// relative path. Sections reach each other only through federation (`RemoteSlot`). No dependencies.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bjest\.mock\s*\(\s*['"]([^'"]+)['"]/g,
];

/** Top-level app folders: the shell and every `mfe-*` remote. */
function apps() {
  return readdirSync(ROOT).filter(
    (name) => (name === 'shell' || name.startsWith('mfe-')) && statSync(join(ROOT, name)).isDirectory(),
  );
}

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Import specifiers of a source text, with line numbers; comments are blanked first. */
export function importsOf(text) {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (_, before) => before);
  const found = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      found.push({ specifier: match[1], line: code.slice(0, match.index).split('\n').length });
    }
  }
  return found;
}

/** The app folder (`shell`, `mfe-news`, ...) or `shared` a path lies in, if any. */
function areaOf(path) {
  const [top] = relative(ROOT, path).split(sep);
  return top;
}

/** Why importing `specifier` from `file` (inside `app`) breaks the rule, or null. */
export function violation(app, file, specifier) {
  if (/^@janmat\/shared\/src(\/|$)/.test(specifier)) return 'deep import into @janmat/shared (use the package root)';
  if (/^@janmat\/shared\/testing(\/|$)/.test(specifier) && !isTestFile(file)) {
    return '@janmat/shared/testing is for tests only (*.test.* files and src/test/)';
  }
  const pkg = specifier.match(/^@janmat\/(shell|mfe-[\w-]+)(\/|$)/);
  if (pkg && pkg[1] !== app) return crossingMessage(app, pkg[1]);
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  const target = areaOf(resolve(dirname(file), specifier));
  if (target === 'shared') return 'relative import into shared/ (use @janmat/shared)';
  if (target !== app && (target === 'shell' || target.startsWith('mfe-'))) return crossingMessage(app, target);
  return null;
}

/** A test file or a test helper: `*.test.ts(x)` or anything under a `src/test/` folder. */
function isTestFile(file) {
  return /\.test\.[cm]?[jt]sx?$/.test(file) || relative(ROOT, file).split(sep).includes('test');
}

function crossingMessage(app, target) {
  if (app === 'shell') return `the shell imports the source of remote ${target} (load it through federation)`;
  if (target === 'shell') return `remote ${app} imports the shell`;
  return `remote ${app} imports remote ${target} (use RemoteSlot)`;
}

export function check() {
  const problems = [];
  for (const app of apps()) {
    for (const file of sourceFiles(join(ROOT, app, 'src'))) {
      for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
        const why = violation(app, file, specifier);
        if (why) problems.push(`${relative(ROOT, file)}:${line}  '${specifier}': ${why}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-deps: ${problems.length} dependency rule violation(s)`);
    process.exit(1);
  }
  console.log(`check-deps: ${apps().length} apps, no violations`);
}
