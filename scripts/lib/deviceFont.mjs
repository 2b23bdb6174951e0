// A fontconfig for Chromium as on a phone that has a Devanagari face, for measuring pages as such a
// reader sees them: this machine's Chromium has none, so the site's own face downloads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import wawoff2 from 'wawoff2';
import { ROOT } from './workspace.mjs';

/** The Noto Sans Devanagari file the site ships (`@janmat/shared/fonts`), as the device's own face. */
function notoDevanagariFile() {
  return createRequire(join(ROOT, 'shared', 'package.json'))('@janmat/shared/fonts').FONT_FILE;
}

/**
 * The machine's fonts plus Noto Sans Devanagari (the npm package's WOFF2 unpacked to TrueType, which
 * Chromium takes as a system font), so the font stack's first family matches and the page downloads
 * no font. Nothing is installed on the machine: start Chromium with `env`, then `remove()`.
 * @returns {Promise<{ env: { FONTCONFIG_FILE: string }, remove: () => void }>}
 */
export async function deviceFontConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'janmat-device-font-'));
  mkdirSync(join(dir, 'fonts'));
  const ttf = await wawoff2.decompress(readFileSync(notoDevanagariFile()));
  writeFileSync(join(dir, 'fonts', 'noto-sans-devanagari.ttf'), ttf);
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(dir, 'fonts')}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return { env: { FONTCONFIG_FILE: file }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
