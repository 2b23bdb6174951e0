import { markScrolled, scrollToTop } from './backToTop';
import { type CopySettings, copyLink } from './copyLink';
import { leavingLinks } from './leavingLinks';
import { reactHandles } from './reactHandles';

/** What the page's taps program is told (`NATIVE_TAPS` in inlinePrograms.js). */
export interface NativeTapSettings extends CopySettings {
  /** A button that opens the `<dialog>` it names (by id). */
  opensAttr: string;
  /** A button that closes the dialog it is in. */
  closesAttr: string;
  /** A button that shows another picture (the id of a picture; the address in `<showsAttr>-src`). */
  showsAttr: string;
  /** An element whose CSS animation, when it ends, taps the button it names (by id). */
  endTapsAttr: string;
  /** A group of toggle buttons (`aria-pressed`) of which one is chosen at a time; its value names the list it filters. */
  choosesOneAttr: string;
  /** An item's key in a filtered list: shown when it is the chosen button's `value` (an empty one shows all). */
  filterKeyAttr: string;
  /** A video's play button: the address its player frame (beside it, hidden) opens. */
  playsAttr: string;
  /** The mark on `<html>` while the page is scrolled more than `scrolledPx`. */
  scrolledAttr: string;
  scrolledPx: number;
  /** A button that takes the page back to its top. */
  toTopAttr: string;
  /** The mark of a tap taken and waiting: a kept button's, a link's whose page is loading. */
  pendingAttr: string;
  /** How long, at most, a link shows that its page is loading. */
  leavingMs: number;
}

/**
 * Taps answered without React (inline, before the early-tap replay). A page that is read waits for
 * the reader's first interaction to load its scripts, and the first tap must not wait for them:
 * - a button carrying `copyAttr` copies its address and says «Copied!» for `copiedMs` (copyLink.ts);
 * - a button carrying `opensAttr` opens the `<dialog>` it names as a modal (the side menu, in the
 *   page closed), where the browser does not do it itself (its `command`); the dialog's button
 *   carrying `closesAttr`, a tap on its backdrop, or Escape (the browser's own) close it again;
 * - a button carrying `toTopAttr` takes the page back to its top;
 * - a button carrying `playsAttr` (a video's play button) gives the player frame beside it that
 *   address and shows it in its place, focused (React, hydrating, finds it playing and keeps it);
 * - a button carrying `showsAttr` (the id of a picture; the address of the one it leads to in
 *   `<showsAttr>-src`: the story slider's arrows) shows that picture at once, the first time. This tap
 *   goes on to the early-tap replay: once React has hydrated it moves to that story itself, caption and
 *   all, so the reader's one tap moves the slider once;
 * - a toggle button (`aria-pressed`) in a group carrying `choosesOneAttr` (the web-story filters) shows
 *   as the chosen one at once, the others not, and the list the group names shows only the items of
 *   the button's `value` (`filterKeyAttr`); the tap goes on to the replay too, and React, given it,
 *   shows what was chosen (the same buttons pressed, the same items).
 * - a link that loads another page shows at once that it was taken (leavingLinks.ts), before the
 *   scripts and after them (a link React's router does not answer itself).
 * Only buttons React does not handle yet: the other taps are answered here and go no further (they
 * are not replayed). Once React has hydrated the page it answers them itself (and keeps a menu opened
 * here open).
 * Two timings of the spec count from what the reader sees, not from when the scripts come:
 * - the page is marked `scrolledAttr` past `scrolledPx` of scrolling, however the reader scrolls
 *   (back-to-top shows by it, before and after the scripts: backToTop.ts);
 * - when an element carrying `endTapsAttr` ends its CSS animation (the story slider's progress bar,
 *   full 5 s after the slide was shown) before React runs, the button it names (the next arrow) is
 *   tapped, as the reader would: the slide moves on time, and React, replaying the tap, keeps it there.
 *   Not after the reader moved the slider here: that move stands.
 */
export function nativeTaps(settings: NativeTapSettings): void {
  const { copyAttr, opensAttr, closesAttr, showsAttr, toTopAttr, playsAttr } = settings;
  const copy = copyLink(settings);
  const buttons = [copyAttr, opensAttr, closesAttr, toTopAttr, playsAttr].map((attr) => `button[${attr}]`).join(', ');
  // The pictures shown here: each changes once, so it never runs ahead of the story React will show.
  const shown = new WeakSet<Element>();
  const pictureOf = (button: Element) => document.getElementById(button.getAttribute(showsAttr) ?? '');

  function show(button: Element): void {
    const picture = pictureOf(button);
    const src = button.getAttribute(`${showsAttr}-src`);
    if (!(picture instanceof HTMLImageElement) || !src || shown.has(picture)) return;
    shown.add(picture);
    picture.src = src;
  }

  function choose(button: Element): void {
    const group = button.closest(`[${settings.choosesOneAttr}]`);
    for (const other of Array.from(group?.querySelectorAll('button[aria-pressed]') ?? []))
      other.setAttribute('aria-pressed', String(other === button));
    const list = document.getElementById(group?.getAttribute(settings.choosesOneAttr) ?? '');
    const value = (button as HTMLButtonElement).value;
    for (const item of Array.from(list?.querySelectorAll<HTMLElement>(`[${settings.filterKeyAttr}]`) ?? []))
      item.hidden = value !== '' && item.getAttribute(settings.filterKeyAttr) !== value;
  }

  function open(button: Element): void {
    const dialog = document.getElementById(button.getAttribute(opensAttr) ?? '') as HTMLDialogElement | null;
    if (!dialog || dialog.open || !dialog.showModal) return;
    dialog.showModal();
  }

  function play(button: HTMLElement): void {
    const frame = button.parentElement?.querySelector('iframe');
    if (!frame) return;
    frame.src = button.getAttribute(playsAttr) ?? '';
    frame.hidden = false;
    button.hidden = true;
    frame.focus();
  }

  function answer(button: Element): void {
    if (button.hasAttribute(copyAttr)) copy(button);
    else if (button.hasAttribute(playsAttr)) play(button as HTMLElement);
    else if (button.hasAttribute(opensAttr)) open(button);
    else if (button.hasAttribute(toTopAttr)) scrollToTop();
    else button.closest('dialog')?.close();
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      // A tap on a modal dialog's backdrop lands on the dialog itself.
      if (target instanceof HTMLDialogElement && target.open && !reactHandles(target)) {
        target.close();
        return;
      }
      const shows = target?.closest?.(`button[${showsAttr}]`);
      // Shown here, moved by React once it runs (the replay keeps the tap).
      if (shows && !reactHandles(shows)) show(shows);
      // Shown chosen here, chosen by React once it runs (the replay keeps the tap).
      const chosen = target?.closest?.(`[${settings.choosesOneAttr}] button[aria-pressed]`);
      if (chosen && !reactHandles(chosen)) choose(chosen);
      const button = target?.closest?.(buttons);
      if (!button || reactHandles(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      answer(button);
    },
    true,
  );

  document.addEventListener(
    'animationend',
    (event) => {
      const id = (event.target as Element | null)?.getAttribute?.(settings.endTapsAttr);
      const button = id ? document.getElementById(id) : null;
      const picture = button && pictureOf(button);
      if (button && !(picture && shown.has(picture)) && !reactHandles(button)) button.click();
    },
    true,
  );

  markScrolled(settings.scrolledAttr, settings.scrolledPx);
  leavingLinks(settings.pendingAttr, settings.leavingMs);
}
