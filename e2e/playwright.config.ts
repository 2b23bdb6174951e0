import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT, NEWSROOM_ADMIN, OVERRIDE_PORT } from './fixtures/env';
import { overrideOrigins, suiteTarget } from './fixtures/target';

/**
 * End-to-end tests against the production build served exactly as `npm start` serves it (the
 * built server on a fresh temporary database). The build must exist: `npm test` builds first.
 * With E2E_BASE_URL the journeys run against that deployment instead (no server is started), and
 * with E2E_REMOTE_<NAME>=<manifest URL> with that section taken from another build; journeys tagged
 * `@local` (they need this repository's build and servers of their own) are left out then.
 */
const target = suiteTarget();

/**
 * Journeys this run leaves out: `@local` ones against a deployment or with a section overridden;
 * `@server-view` ones with a section overridden (that browser gets its pages rendered in the browser).
 */
function leftOut(): RegExp | undefined {
  const overridden = Object.keys(target.overrides).length > 0;
  const tags = [...(!target.ownServer || overridden ? ['@local'] : []), ...(overridden ? ['@server-view'] : [])];
  return tags.length > 0 ? new RegExp(tags.join('|')) : undefined;
}

export default defineConfig({
  testDir: 'tests',
  globalSetup: require.resolve('./fixtures/globalSetup'),
  grepInvert: leftOut(),
  fullyParallel: false,
  workers: 2,
  // In CI a failed journey runs once more, to record its trace; passing only then still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  // axe on a long page takes tens of seconds on a loaded two-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  // Per port, so two runs on one machine (E2E_PORT) do not clear each other's results.
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: target.baseURL,
    locale: 'hi-IN',
    // Recording a trace slows every step (axe most: ~40%); the retry of a failed journey records one.
    trace: 'on-first-retry',
    // A page that never loads fails its journey in half a minute, not at the journey's own limit.
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: target.ownServer
    ? {
        command: 'node e2e/start-server.mjs',
        cwd: join(__dirname, '..'),
        url: `http://127.0.0.1:${E2E_PORT}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // Tests give each visitor an address of its own (fixtures/visitor.ts) through X-Forwarded-For:
        // the browser connects from 127.0.0.1, which TRUST_PROXY names as the (only) proxy, so the
        // right-most forwarded address is the visitor. Calls without the header (`request.post`) all come
        // from 127.0.0.1, hence the generous poll-creation allowance.
        env: {
          PORT: String(E2E_PORT),
          HOST: '127.0.0.1',
          RATE_LIMIT_MAX: '100000',
          POLL_CREATE_MAX_PER_HOUR: '100000',
          POLL_CREATE_MAX_PER_DAY: '100000',
          // Calls without a visitor's address all come from 127.0.0.1.
          PAGE_RENDERS_PER_MIN: '0',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '127.0.0.1',
          // The address the browser uses: newsroom writes must come from the site's own origin.
          SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
          JANMAT_ADMIN_EMAIL: NEWSROOM_ADMIN.email,
          JANMAT_ADMIN_PASSWORD: NEWSROOM_ADMIN.password,
          // Staff of every journey sign in from 127.0.0.1.
          NEWSROOM_SIGNIN_MAX: '100000',
          // The override journeys' own origin, and the run's overrides (E2E_REMOTE_<NAME>).
          REMOTE_OVERRIDE_ORIGINS: [`http://127.0.0.1:${OVERRIDE_PORT}`, ...overrideOrigins(target)].join(','),
        },
      }
    : undefined,
});
