/** One Jest run for the whole repository: a project per package. */
const path = require('node:path');

/** The browser packages' test setup, in `jest/`. */
const setup = (file) => path.join(__dirname, 'jest', file);
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const web = (name, moreTests = [], options = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: setup('jsdom-env.js'),
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFiles: [setup('polyfills.js')],
  setupFilesAfterEnv: [setup('setup-dom.js')],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': setup('file-stub.js') },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', ...moreTests],
  // `*.built.test.*` read the production build: they run after it (`JANMAT_BUILT=1`, npm test's later step).
  testPathIgnorePatterns: ['/node_modules/', '\\.built\\.test\\.'],
  ...options,
});

/** The server's tests (Node): `options` choose which. */
const server = (displayName, options) => ({
  displayName,
  rootDir: '<rootDir>/server',
  testEnvironment: 'node',
  // A few server dependencies ship ES modules only (sanitize-html's parser, @fastify/static's glob),
  // and PGlite's CommonJS build loads its WASM with dynamic import(): compile those to CommonJS too.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!.*/node_modules/)(?!(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|content-disposition|glob|minimatch|minipass|path-scurry|lru-cache|brace-expansion|balanced-match|@isaacs|@electric-sql/pglite|cookie)/)',
  ],
  ...options,
});

module.exports = {
  // A safety net, not a measure: on a busy two-core machine a whole render or an image encode can take
  // seconds; what a test proves never depends on how long it took.
  testTimeout: 20_000,
  // Every core: most server tests wait on a database or a socket part of the time, so two workers on
  // a two-core machine finish in about 60 % of one worker's time (Jest's default is one fewer).
  maxWorkers: '100%',
  projects: [
    // The webpack factory's helpers are tested beside them too.
    web('shared', ['<rootDir>/webpack/**/*.test.js']),
    web('shell'),
    web('mfe-news'),
    web('mfe-media'),
    web('mfe-polls'),
    web('mfe-static'),
    web('mfe-newsroom'),
    server('server', {
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      // Two server processes on one PostgreSQL database, and the tests of PostgreSQL alone (`*.pg.test.ts`):
      // selected only when there is one to test against.
      // The pages' tests against the production build run after it (`JANMAT_BUILT=1`, npm test's later step).
      testPathIgnorePatterns: [
        '/node_modules/',
        '/test/built/',
        ...(process.env.TEST_DATABASE_URL ? [] : ['/test/scale-out\\.test\\.ts$', '\\.pg\\.test\\.ts$']),
      ],
    }),
    // The server with the real builds of the shell and the sections: pages rendered through their data contracts.
    ...(process.env.JANMAT_BUILT
      ? [
          server('server-built', { testMatch: ['<rootDir>/test/built/**/*.test.ts'] }),
          web('shell', [], {
            displayName: 'shell-built',
            testMatch: ['<rootDir>/src/**/*.built.test.ts'],
            testPathIgnorePatterns: ['/node_modules/'],
          }),
        ]
      : []),
  ],
};
