// @ts-check
/**
 * React Router 7 resolves to its development build even in production bundles; point both entry
 * points at the production build (both, or two router contexts end up in the bundle), and run that
 * build through `pure-react-calls-loader.js` so the components the site does not use can be dropped.
 */
const path = require('node:path');

/** @returns {string} the folder of the installed React Router's production build */
function routerProductionDir() {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
}

/** @returns {Record<string, string>} */
function routerProductionAliases() {
  const dist = routerProductionDir();
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** Files the pure-annotation loader applies to: React Router's production build. */
const ROUTER_PRODUCTION_FILE = /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;

/** @returns {import('webpack').RuleSetRule} */
function pureReactCallsRule() {
  return { test: ROUTER_PRODUCTION_FILE, loader: require.resolve('./pure-react-calls-loader') };
}

module.exports = { routerProductionAliases, routerProductionDir, pureReactCallsRule, ROUTER_PRODUCTION_FILE };
