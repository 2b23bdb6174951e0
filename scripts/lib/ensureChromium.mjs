// Debian's Chromium, installed with apt-get when absent: every browser tool here (end-to-end tests,
// the JavaScript budget, Lighthouse) runs it, and none may download a browser of its own.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { log, run } from './workspace.mjs';

/** Installs Chromium when missing; answers whether it is there now. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  log('installing Debian chromium…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args);
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium']) !== 0) {
    log(`could not install chromium: ${CHROMIUM_PATH} is missing`);
    return false;
  }
  return existsSync(CHROMIUM_PATH);
}

/** For a tool that cannot run without it: installs Chromium or stops with a clear message. */
export function requireChromium() {
  if (!ensureChromium()) {
    log('this tool needs Debian chromium (apt-get install chromium)');
    process.exit(1);
  }
}
