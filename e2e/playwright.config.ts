import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './fixtures/env';

/**
 * End-to-end tests against the production build served exactly as `npm start` serves it (the
 * built server on a fresh temporary database). The build must exist: `npm test` builds first.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  // Per port, so two runs on one machine (E2E_PORT) do not clear each other's results.
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'hi-IN',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: join(__dirname, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Tests give each visitor an address of its own (fixtures/visitor.ts) through this proxy header.
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
