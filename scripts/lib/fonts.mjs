// A Devanagari font for the share images the server draws from SVG (sharp renders text with the
// system's fonts through fontconfig): without one, every Hindi caption comes out as boxes.
import { spawnSync } from 'node:child_process';
import { log, run } from './workspace.mjs';

const PACKAGE = 'fonts-noto-core';

function hasDevanagariFont() {
  const probe = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() !== '';
}

/** Installs Debian's Noto fonts when fontconfig knows no font for Hindi; never fails the caller. */
export function ensureDevanagariFont() {
  if (hasDevanagariFont()) return;
  log(`installing a Devanagari font (Debian ${PACKAGE}) for the share images…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args);
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', PACKAGE]) !== 0) {
    log(`could not install ${PACKAGE}: share images will show their Hindi text as boxes`);
  }
}
