// Every page type a reader can open, as the end-to-end suite finds them (e2e/fixtures/pageTypes.ts,
// `everyPageType`), for the measuring scripts: the fixture is bundled with esbuild and run with
// Playwright's request API against a running site.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from '@playwright/test';
import { build } from 'esbuild';
import { ROOT } from './workspace.mjs';

/**
 * @param {string} base the site's address
 * @returns {Promise<{ name: string, path: string, status: number }[]>}
 */
export async function everyPageType(base) {
  // Inside the repository, so the bundle finds the repository's Playwright.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'janmat-page-types-'));
  const outfile = join(dir, 'pageTypes.mjs');
  try {
    await build({
      entryPoints: [join(ROOT, 'e2e/fixtures/pageTypes.ts')],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      // Playwright stays the one the script uses; the contracts are bundled from their source.
      external: ['@playwright/test'],
      logLevel: 'error',
    });
    const fixture = await import(pathToFileURL(outfile).href);
    const context = await request.newContext({ baseURL: base });
    try {
      return await fixture.everyPageType(context);
    } finally {
      await context.dispose();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
