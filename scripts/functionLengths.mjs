// `node scripts/functionLengths.mjs [folder…]` (part of `npm run lint`, on server/src by default): fails when a
// function of the server (its tests aside) is longer than 60 lines. A function is counted whole, as a reader
// sees it: every non-blank line from its signature to its closing brace, what is nested in it included (the
// route handlers written inline where they are registered, its callbacks, its inner functions); its doc
// comment is not counted. Functions of every form are counted: declarations, arrow functions and function
// expressions, class and object-literal methods, constructors and accessors. biome's
// noExcessiveLinesPerFunction (biome.json) reads the same files but counts from the body's opening brace.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
export const MAX_LINES = 60;
const DEFAULT_FOLDERS = ['server/src'];

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** How a function is known: its name, the name it is given (`const f = () => …`, `{ f: … }`), or where it is passed. */
function nameOf(node) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText();
  const { parent } = node;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) &&
    parent.name
  ) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `a function passed to ${parent.expression.getText().split('\n')[0]}`;
  return 'a function';
}

/** Every function of a source with a body: its name, first line and count of non-blank lines. */
export function functionLengths(text, fileName = 'source.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const lines = node
        .getText(source)
        .split('\n')
        .filter((line) => line.trim() !== '').length;
      found.push({
        name: nameOf(node),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        lines,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The `.ts`/`.tsx` files under `folder` (relative to `root`), tests left out. */
function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each function under `folders` longer than `max` lines, as `file:line name (n lines)`. */
export function longFunctions(root = ROOT, folders = DEFAULT_FOLDERS, max = MAX_LINES) {
  return folders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) =>
      functionLengths(readFileSync(join(root, file), 'utf8'), file)
        .filter(({ lines }) => lines > max)
        .map(({ name, line, lines }) => `${file}:${line} ${name} (${lines} lines)`),
    ),
  );
}

function main() {
  const folders = process.argv.slice(2).map((folder) => relative(ROOT, resolve(folder)));
  const problems = longFunctions(ROOT, folders.length > 0 ? folders : DEFAULT_FOLDERS);
  if (problems.length === 0) return;
  console.error(`[janmat] functions longer than ${MAX_LINES} lines (non-blank, signature to closing brace):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
