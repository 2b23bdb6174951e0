/**
 * The import boundaries of the site (`npm run lint`, dependency-cruiser): the sections reach each
 * other only through federation (`RemoteSlot`), never by importing one another's source.
 * Checked: the shell's and every remote's `src/`; `scripts/boundaries.test.mjs` proves each rule fails.
 */
const APP = '^(shell|mfe-[^/]+)/';
const REMOTE = '^(mfe-[^/]+)/';
const TEST_FILE = '(\\.test\\.[cm]?[jt]sx?$|/test/)';

module.exports = {
  forbidden: [
    {
      name: 'remote-imports-remote',
      comment: 'A remote never imports another remote: show it through RemoteSlot.',
      severity: 'error',
      from: { path: REMOTE },
      to: { path: '^mfe-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-imports-shell',
      comment: 'A remote never imports the shell.',
      severity: 'error',
      from: { path: REMOTE },
      to: { path: '^(shell/|@janmat/shell(/|$))' },
    },
    {
      name: 'remote-imports-remote-package',
      comment: 'A remote never imports another remote by package name either.',
      severity: 'error',
      from: { path: REMOTE },
      to: { path: '^@janmat/mfe-[^/]+', pathNot: '^@janmat/$1(/|$)' },
    },
    {
      name: 'shell-imports-remote',
      comment: 'The shell never imports a remote’s source: it loads remotes through federation.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(mfe-[^/]+/|@janmat/mfe-)' },
    },
    {
      name: 'deep-import-into-shared',
      comment: 'Import @janmat/shared by its published entry points, never its src/ folder.',
      severity: 'error',
      from: { path: APP },
      to: { path: '^@janmat/shared/src(/|$)' },
    },
    {
      name: 'relative-import-into-shared',
      comment: 'Reach the shared package as @janmat/shared, not by a relative path into shared/.',
      severity: 'error',
      from: { path: APP },
      to: { path: '^shared/', dependencyTypes: ['local'] },
    },
    {
      name: 'server-contracts-in-pages',
      comment: '@janmat/shared/server is for the server and its tests: no page may download it.',
      severity: 'error',
      from: { path: APP },
      to: { path: '^(@janmat/shared/server|shared/src/server\\.ts)$' },
    },
    {
      name: 'testing-outside-tests',
      comment: '@janmat/shared/testing is for tests only (*.test.* files and test/ folders).',
      severity: 'error',
      from: { path: APP, pathNot: TEST_FILE },
      to: { path: '^(@janmat/shared/testing|shared/src/testing)(/|$)' },
    },
  ],
  options: {
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // The shared package and installed packages are dependencies to judge, not sources to walk.
    doNotFollow: { path: ['(^|/)node_modules/', '^shared/'] },
    // `import type` counts too: a type from another section's source is still a dependency on it.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
