/**
 * The one list of Module Federation shared modules every webpack config uses (shell and remotes).
 * Each is a singleton, so the page runs one React, one router, one Redux store, one Emotion cache
 * and one `@janmat/shared` (its `baseApi` and root reducer). Nothing is eager: every app enters
 * through `import('./bootstrap')`. Versions come from this package's dependencies.
 */
const pkg = require('./package.json');

/** Packages shared as singletons; `react/` and `react-dom/` share their subpaths (jsx-runtime, client). */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-router',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  'formik',
  'yup',
];

/**
 * The version this package declares for `name` (a `react/` prefix uses `react`'s). Packages it does
 * not declare itself (react-router, redux: dependencies of react-router-dom and the toolkit) use
 * the installed version.
 * @param {string} name
 * @returns {string}
 */
function requiredVersion(name) {
  const base = name.replace(/\/$/, '');
  const declared = pkg.dependencies[base];
  return declared ?? require(`${base}/package.json`).version;
}

/** @typedef {{ singleton: true; requiredVersion: string; version?: string }} SharedConfig */

/** @type {Record<string, SharedConfig>} */
const sharedModules = Object.fromEntries([
  // A prefix entry also states the version it provides: subpath folders such as
  // `@emotion/react/jsx-runtime` have a package.json without one.
  ...SINGLETONS.map((name) => {
    const version = requiredVersion(name);
    return [name, { singleton: true, requiredVersion: version, ...(name.endsWith('/') ? { version } : {}) }];
  }),
  [pkg.name, { singleton: true, requiredVersion: pkg.version }],
]);

module.exports = { sharedModules };
