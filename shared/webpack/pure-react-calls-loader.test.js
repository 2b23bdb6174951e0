/**
 * Holds the pure-annotation loader to the React Router build that is installed: when an upgrade
 * changes how the build defines its components and contexts, this fails instead of the bundle
 * silently growing back.
 * @jest-environment ./webpack/jest-node-env.js
 */
const fs = require('node:fs');
const path = require('node:path');
const pureReactCalls = require('./pure-react-calls-loader');
const {
  ROUTER_PRODUCTION_FILE,
  pureReactCallsRule,
  routerProductionAliases,
  routerProductionDir,
} = require('./routerAliases');

/** The production build's module files, as webpack reads them through the aliases. */
const files = fs
  .readdirSync(routerProductionDir())
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => path.join(routerProductionDir(), name));
const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
const outputs = sources.map((source) => pureReactCalls(source));
const all = outputs.join('\n');

/** Names now defined by an annotated call: `var Link = /* @__PURE__ *\/ React10.forwardRef(`. */
const annotated = new Set([...all.matchAll(/^var (\w+) = \/\* @__PURE__ \*\/ React\d*\.\w+\(/gm)].map((m) => m[1]));

test('both aliases point at files of the production build, and the loader rule applies to them', () => {
  for (const target of Object.values(routerProductionAliases())) {
    expect(fs.existsSync(target)).toBe(true);
    expect(ROUTER_PRODUCTION_FILE.test(target)).toBe(true);
  }
  expect(pureReactCallsRule().test).toBe(ROUTER_PRODUCTION_FILE);
});

test('the components and contexts the site may leave unused are marked pure', () => {
  for (const name of [
    'Link',
    'NavLink',
    'Form',
    'MemoizedDataRoutes',
    'DataRouterContext',
    'DataRouterStateContext',
    'FetchersContext',
    'ViewTransitionContext',
    'AwaitContext',
    'NavigationContext',
    'LocationContext',
    'RouteContext',
    'RouteErrorContext',
  ]) {
    expect(annotated).toContain(name);
  }
  expect(annotated.size).toBeGreaterThanOrEqual(15);
});

test('no top-level component or context is left defined by an unmarked call', () => {
  const unmarked = [...all.matchAll(/^var (\w+) = React\d*\.(?:forwardRef|createContext|memo)\(/gm)].map((m) => m[1]);
  expect(unmarked).toEqual([]);
});

test('every display name is dropped, and nothing else changes', () => {
  expect(all).not.toMatch(/^\w+\.displayName = /m);
  const removed = sources.join('\n').match(/^\w+\.displayName = "[^"\n]*";$/gm) ?? [];
  expect(removed.length).toBeGreaterThan(10);
  for (const [i, source] of sources.entries()) {
    const unmark = (/** @type {string} */ text) =>
      text
        .replace(/^(var \w+ = )\/\* @__PURE__ \*\/ (React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1$2')
        .split('\n');
    const original = source.split('\n').map((line) => (/^\w+\.displayName = "[^"\n]*";$/.test(line) ? '' : line));
    const restored = unmark(outputs[i] ?? '');
    expect(restored).toEqual(original);
  }
});
