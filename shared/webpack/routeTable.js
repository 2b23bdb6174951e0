// @ts-check
/**
 * The route table (`src/contracts/routes.ts`) read by the build, so a remote's build can check that
 * it has a page for every route it owns. The file imports nothing, so a TypeScript-to-CommonJS
 * transform is all it takes to load it here.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const ROUTES_FILE = path.join(__dirname, '..', 'src', 'contracts', 'routes.ts');

/** @type {{ routesOwnedBy(owner: string): string[] } | undefined} */
let loaded;

/** @returns {{ routesOwnedBy(owner: string): string[] }} */
function routeTable() {
  if (loaded) return loaded;
  const { transformSync } = require('esbuild');
  const { code } = transformSync(fs.readFileSync(ROUTES_FILE, 'utf8'), { loader: 'ts', format: 'cjs' });
  const mod = new Module(ROUTES_FILE);
  mod.filename = ROUTES_FILE;
  /** @type {any} */ (mod)._compile(code, ROUTES_FILE);
  loaded = mod.exports;
  return /** @type {{ routesOwnedBy(owner: string): string[] }} */ (loaded);
}

/**
 * Route ids the route table gives to `owner`.
 * @param {string} owner
 * @returns {string[]}
 */
function routesOwnedBy(owner) {
  return routeTable().routesOwnedBy(owner);
}

module.exports = { routesOwnedBy };
