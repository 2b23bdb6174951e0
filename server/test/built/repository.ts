import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository, whose production builds (the shell's and every section's `dist`) these tests run against. */
export const REPOSITORY = resolve(__dirname, '..', '..', '..');

if (!existsSync(join(REPOSITORY, 'shell', 'dist', 'server', 'main.js'))) {
  throw new Error('These tests need the production build: run `npm run build` first (npm test does).');
}
