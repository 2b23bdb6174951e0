// @ts-check
/**
 * The boot loader's and the early-tap replay's settings: the page's inline programs are called with
 * them (inlinePrograms.js), and the service worker reads the boot list of the pages it keeps by them
 * (sw/pageToRead.ts). A file of its own, with no dependency, so that the worker's bundle can take it.
 */
const BOOT_SETTINGS = {
  /** The JSON script that lists what the boot loader loads. */
  listId: 'janmat-boot',
  /** How long, at most, the lead photo holds the scripts back. */
  waitMs: 3000,
  /** How long a page that moves by itself is left to the reader, once shown, before its scripts load. */
  settleMs: 2000,
  /**
   * What the boot loader leaves on `window` for the islands (decision 0032): the reader's first touch
   * (`firstTouch`, the element) and `askApp()`, which asks for the app's files.
   */
  hookName: 'janmatBoot',
  /** How often a kept tap's button is checked, and for how long, until React handles it. */
  replayCheckMs: 50,
  replayGiveUpMs: 10_000,
  /** The mark on a kept tap's button until it is answered (`PENDING_MARK` of `@janmat/shared`). */
  pendingAttr: 'data-pending',
  /** On a toggle while the replay clicks it: what it showed at the tap (`TAPPED_PRESSED_MARK`). */
  tappedPressedAttr: 'data-tapped-pressed',
  /** On `<html>` of a page that boots nothing (`LITE_PAGE_MARK`: a lite page, a copy read offline). */
  liteAttr: 'data-lite',
};

module.exports = { BOOT_SETTINGS };
