/**
 * The import boundaries of the site (`npm run lint`, dependency-cruiser): the sections reach each
 * other only through federation (`RemoteSlot`), never by importing one another's source.
 * Checked: the shell's, every remote's and the server's `src/`; that no folder of the server imports one that
 * imports it back is `.dependency-cruiser.server-folders.cjs`. `scripts/boundaries.test.mjs` proves each rule fails.
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
      comment:
        "@janmat/shared/server is for the server, the shell's server build and their tests: no page may download it.",
      severity: 'error',
      from: { path: APP, pathNot: '^shell/src/(ssr/|server\\.ts$)' },
      to: { path: '^(@janmat/shared/server|shared/src/server\\.ts)$' },
    },
    {
      name: 'testing-outside-tests',
      comment: '@janmat/shared/testing is for tests only (*.test.* files and test/ folders).',
      severity: 'error',
      from: { path: APP, pathNot: TEST_FILE },
      to: { path: '^(@janmat/shared/testing|shared/src/testing)(/|$)' },
    },
    {
      name: 'newsroom-feature-imports-feature',
      comment:
        "A newsroom desk (features/<desk>/) never imports another desk's code: what several use lives in features/common/, which imports no desk.",
      severity: 'error',
      from: { path: '^mfe-newsroom/src/features/([^/]+)/' },
      to: { path: '^mfe-newsroom/src/features/', pathNot: '^mfe-newsroom/src/features/($1|common)/' },
    },
    {
      name: 'newsroom-app-is-the-top',
      comment:
        "The newsroom's app/ (its frame and the routes to its pages) imports the desks; nothing imports app/ but the section's route module.",
      severity: 'error',
      from: { path: '^mfe-newsroom/src/', pathNot: '^mfe-newsroom/src/(app/|routes\\.tsx$)' },
      to: { path: '^mfe-newsroom/src/app/' },
    },
    {
      name: 'server-core-stands-alone',
      comment:
        'The server core (config, database, HTTP, cache, edge keys) serves every folder and imports none of them (api, composition, content, newsroom, pages, releases, search, seed), nor the app (AppDeps is src/deps.ts, above it).',
      severity: 'error',
      from: { path: '^server/src/core/' },
      to: { path: '^server/src/(?!core/)' },
    },
    {
      name: 'server-content-is-a-leaf',
      comment:
        'Content helpers (sanitizer, images) depend on packages only: no other folder of the server, the core included.',
      severity: 'error',
      from: { path: '^server/src/content/' },
      to: { path: '^server/src/(?!content/)' },
    },
    {
      name: 'server-api-alone',
      comment:
        "The readers' API uses the core and content only: never the composition, the newsroom, the pages, the releases, the results, search or the seed.",
      severity: 'error',
      from: { path: '^server/src/api/' },
      to: { path: '^server/src/(composition|newsroom|pages|releases|results|search|seed)/' },
    },
    {
      name: 'server-newsroom-alone',
      comment:
        "The newsroom reads the readers' queries and search's index at most; never the API's routes, the composition, the pages, the releases, the results or the seed.",
      severity: 'error',
      from: { path: '^server/src/newsroom/' },
      to: { path: '^server/src/(composition|pages|releases|results|seed|api/routes)/' },
    },
    {
      name: 'server-pages-alone',
      comment:
        "Pages read data through the readers' queries and are composed by composition/; never the newsroom's code, the releases, the results, search, the API's routes or the seed.",
      severity: 'error',
      from: { path: '^server/src/pages/' },
      to: { path: '^server/src/(newsroom|releases|results|search|seed|api/routes)/' },
    },
    {
      name: 'server-search-alone',
      comment:
        "Search reads the core, content and the readers' queries; never the composition, the newsroom, the pages, the releases, the results, the API's routes or the seed.",
      severity: 'error',
      from: { path: '^server/src/search/' },
      to: { path: '^server/src/(composition|newsroom|pages|releases|results|seed|api/routes)/' },
    },
    {
      name: 'server-composition-alone',
      comment:
        'What builds make a page and how it is rendered (composition/) uses the core, content and packages only: never the pages or the releases (both import it), the API, the newsroom, search, the seed or the app.',
      severity: 'error',
      from: { path: '^server/src/composition/' },
      to: { path: '^server/src/(?!(composition|core|content)/)' },
    },
    {
      name: 'server-releases-alone',
      comment:
        "The releases (the registry's writes, pre-flight, the release API, health, guardrails) use the core, composition/, the readers' queries and the newsroom's sign-in and audit log; never the pages (app.ts hands their render check to pre-flight), search, the API's routes or the seed. A test may render through the pages.",
      severity: 'error',
      from: { path: '^server/src/releases/', pathNot: TEST_FILE },
      to: { path: '^server/src/(pages|search|seed|api/routes)/' },
    },
    {
      name: 'server-results-alone',
      comment:
        "Election results (the readers' JSON, the feed, the «नतीजे» desk) use the core, the newsroom's sign-in, audit log and common kit, and search's romanisation; never the pages, the composition, the releases, the API's routes or the seed. Only app.ts imports them.",
      severity: 'error',
      from: { path: '^server/src/results/' },
      to: { path: '^server/src/(pages|composition|releases|seed|api/routes)/' },
    },
    {
      name: 'server-seed-at-start-only',
      comment: 'The running server calls the seed once, at start (main.ts → seed/index.ts); nothing else imports it.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/(seed/|main\\.ts$)', TEST_FILE] },
      to: { path: '^server/src/seed/' },
    },
    {
      name: 'server-seed-by-its-entry',
      comment: 'main.ts reaches the seed through its one entry (seed/index.ts).',
      severity: 'error',
      from: { path: '^server/src/main\\.ts$' },
      to: { path: '^server/src/seed/', pathNot: '^server/src/seed/index\\.ts$' },
    },
    {
      name: 'server-newsroom-writes-through-stores',
      comment: "In the newsroom only the *Store.ts files reach the database's tables; routes and helpers call them.",
      severity: 'error',
      from: { path: '^server/src/newsroom/', pathNot: 'Store\\.ts$' },
      to: { path: '^server/src/core/db/schema(/|\\.ts$)' },
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
