/**
 * The one list of Module Federation shared modules every webpack config uses (shell and remotes).
 * Each is a singleton, so the page runs one React, one Emotion cache and one `@janmat/shared` (its
 * `baseApi`, root reducer and router). Nothing is eager: every app enters through
 * `import('./bootstrap')`. Versions come from this package's dependencies.
 *
 * React Router, Redux, Redux Toolkit and React Redux are deliberately NOT shared: a shared module is
 * bundled whole (webpack cannot know which exports another build will use), which cost about 60 KB
 * gzipped for the router alone. Browser code reaches them only through `@janmat/shared`, which
 * re-exports the parts the site uses; they are tree-shaken inside it and still exist once per page.
 * `SharedOnlyImportsPlugin` (`webpack/index.js`) fails a build that imports them anywhere else.
 */
const pkg = require('./package.json');

/** Packages shared as singletons; `react/` and `react-dom/` share their subpaths (jsx-runtime, client). */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', '@emotion/react', '@emotion/react/', 'formik', 'yup'];

/**
 * The version this package declares for `name` (a `react/` prefix uses `react`'s); a package it does
 * not declare itself uses the installed version.
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
  // The contract package: a remote built against any 1.x of it runs with the shell's copy (see
  // docs/contracts.md, "Changing @janmat/shared"); a newer minor than the shell's makes the runtime warn.
  [pkg.name, { singleton: true, requiredVersion: `^${pkg.version}` }],
]);

/** Packages only `@janmat/shared` imports in browser code (see above). */
const SHARED_ONLY = ['react-router', 'react-router-dom', 'redux', '@reduxjs/toolkit', 'react-redux'];

module.exports = { sharedModules, SHARED_ONLY };
