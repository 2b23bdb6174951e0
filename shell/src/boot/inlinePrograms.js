// @ts-check
/**
 * The page's inline scripts, built from the TypeScript programs beside this file: each program's
 * function called with its settings, bundled by esbuild into one self-contained, minified script (an
 * inline script has no module loader). The server allows each by its hash in the Content-Security-
 * Policy, which is why the hash travels with the source in `page-assets.json`.
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { FONT_WAIT_CLASS, FONT_WAIT_FACES, FONT_WAIT_MS, FONT_WAIT_PROBE } = require('@janmat/shared/font-wait');
const { BOOT_SETTINGS } = require('./bootSettings');

/**
 * The taps answered before the scripts, and the page's marks they set (`NativeTapSettings` in
 * nativeTaps.ts): the copy-link button's attribute (the address it copies), the mark on `<html>`
 * while «Copied!» shows, the live region that says it, its text and for how long (spec §9), as the
 * share bar (`@janmat/shared`'s `ShareBar`) has them; the attributes of a button that opens a dialog
 * (by id) and of one that closes it, as `@janmat/shared`'s `Dialog` has them (`OPENS_DIALOG`,
 * `CLOSES_DIALOG`); the mark on `<html>` past 300 px of scrolling and the back-to-top button, as the
 * shell's `BackToTop` has them.
 */
const NATIVE_TAPS = {
  copyAttr: 'data-copy-url',
  copiedAttr: 'data-copied',
  copyStatusAttr: 'data-copy-status',
  copiedText: 'Copied!',
  copiedMs: 2000,
  opensAttr: 'data-opens',
  closesAttr: 'data-closes',
  /** A button that shows another picture at once (the story slider's arrows: `SHOWS_PHOTO`). */
  showsAttr: 'data-shows',
  /** An animation whose end taps a button (the story slider's current bar: `ENDS_WITH_TAP`). */
  endTapsAttr: 'data-end-taps',
  /** A group of toggle buttons (`aria-pressed`) of which one is chosen: the web-story filters (`CHOOSES_ONE`). */
  choosesOneAttr: 'data-chooses-one',
  /** An item's category in the list such a group filters (the web-story cards: `FILTER_KEY`). */
  filterKeyAttr: 'data-filter-key',
  /** A video's play button: the player's address, for the frame beside it (`PLAYS_VIDEO`). */
  playsAttr: 'data-plays',
  scrolledAttr: 'data-scrolled',
  scrolledPx: 300,
  toTopAttr: 'data-to-top',
  /** The mark of a tap taken and waiting (a link's whose page loads, as a kept button's). */
  pendingAttr: BOOT_SETTINGS.pendingAttr,
  /** How long, at most, a link shows that its page is loading (a load stopped leaves it here). */
  leavingMs: 10_000,
};

/** Each program: its file (and function) and the arguments the page calls it with. */
const PROGRAM_ARGUMENTS = {
  appearance: [],
  fontWait: [FONT_WAIT_PROBE, FONT_WAIT_FACES, FONT_WAIT_CLASS, FONT_WAIT_MS],
  nativeTaps: [NATIVE_TAPS],
  earlyTapReplay: [
    BOOT_SETTINGS.replayCheckMs,
    BOOT_SETTINGS.replayGiveUpMs,
    BOOT_SETTINGS.pendingAttr,
    BOOT_SETTINGS.tappedPressedAttr,
    BOOT_SETTINGS.liteAttr,
  ],
  bootLoader: [BOOT_SETTINGS.listId, BOOT_SETTINGS.waitMs, BOOT_SETTINGS.settleMs, BOOT_SETTINGS.hookName],
};

/** @typedef {keyof typeof PROGRAM_ARGUMENTS} ProgramName */
/** @typedef {{ source: string, hash: string }} InlineProgram */

/** The files the programs are built from, their parts too (a change rebuilds them). */
const PROGRAM_FILES = readdirSync(__dirname)
  .filter((file) => /^[a-zA-Z]+\.ts$/.test(file))
  .map((file) => path.join(__dirname, file));

/**
 * The CSP source that allows `source` as an inline script (without its quotes).
 * @param {string} source
 */
function inlineHash(source) {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}

/**
 * One program as an inline script.
 * @param {ProgramName} name
 * @returns {InlineProgram}
 */
function buildProgram(name) {
  const call = `import { ${name} } from './${name}';\n${name}(${PROGRAM_ARGUMENTS[name].map((arg) => JSON.stringify(arg)).join(', ')});`;
  const { outputFiles } = require('esbuild').buildSync({
    stdin: { contents: call, resolveDir: __dirname, sourcefile: `${name}.inline.ts`, loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    write: false,
  });
  const source = (outputFiles?.[0]?.text ?? '').trim();
  return { source, hash: inlineHash(source) };
}

/**
 * The theme's palettes and text sizes as the head's CSS (`appearanceCss` of `@janmat/shared/theme-css`),
 * built from the TypeScript source: no page's script carries them.
 * @returns {string}
 */
function buildAppearanceCss() {
  const { outputFiles } = require('esbuild').buildSync({
    stdin: {
      contents: "export { appearanceCss } from '@janmat/shared/theme-css';",
      resolveDir: __dirname,
      sourcefile: 'appearanceCss.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
  });
  const module = { exports: /** @type {{ appearanceCss?: () => string }} */ ({}) };
  new Function('module', 'exports', outputFiles?.[0]?.text ?? '')(module, module.exports);
  return module.exports.appearanceCss?.() ?? '';
}

/** @returns {Record<ProgramName, InlineProgram>} every program, built */
function buildInlinePrograms() {
  return {
    appearance: buildProgram('appearance'),
    fontWait: buildProgram('fontWait'),
    nativeTaps: buildProgram('nativeTaps'),
    earlyTapReplay: buildProgram('earlyTapReplay'),
    bootLoader: buildProgram('bootLoader'),
  };
}

/**
 * Every program, built in a Node process of its own: a test's DOM environment fails esbuild's own
 * checks of the JavaScript environment.
 * @returns {Record<ProgramName, InlineProgram>}
 */
function buildInlineProgramsApart() {
  const script = `process.stdout.write(JSON.stringify(require(${JSON.stringify(__filename)}).buildInlinePrograms()))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** The shell's build, where `page-assets.json` is written. */
const DIST = path.join(__dirname, '..', '..', 'dist');

/**
 * The programs as pages get them: those of the built `page-assets.json` when the shell is built,
 * else built here from the sources (what the tests run).
 * @returns {{ built: boolean, programs: Record<ProgramName, InlineProgram> }}
 */
function pagePrograms(dist = DIST) {
  const file = path.join(dist, 'page-assets.json');
  if (!existsSync(file)) return { built: false, programs: buildInlineProgramsApart() };
  return { built: true, programs: JSON.parse(readFileSync(file, 'utf8')).inline };
}

module.exports = {
  BOOT_SETTINGS,
  NATIVE_TAPS,
  PROGRAM_ARGUMENTS,
  PROGRAM_FILES,
  buildAppearanceCss,
  buildInlinePrograms,
  buildInlineProgramsApart,
  inlineHash,
  pagePrograms,
};
