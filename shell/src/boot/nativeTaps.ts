import { reactHandles } from './reactHandles';

/**
 * Taps answered without React (inline, before the early-tap replay). A page that is read waits for
 * the reader's first interaction to load its scripts, and the first tap must not wait for them:
 * - a button carrying `copyAttr` (the address to copy) copies it at once and marks the page
 *   (`copiedAttr` on `<html>`) for `copiedMs`, while the share bar's own style shows «Copied!»;
 * - a button carrying `opensAttr` opens the `<dialog>` it names as a modal (the side menu, in the
 *   page closed) and says so (`aria-expanded`); the dialog's button carrying `closesAttr`, a tap on
 *   its backdrop, or Escape (the browser's own) close it again.
 * - a button carrying `showsAttr` (the id of a picture; the address of the one it leads to in
 *   `<showsAttr>-src`: the story slider's arrows) shows that picture at once, the first time. This tap
 *   goes on to the early-tap replay: once React has hydrated it moves to that story itself, caption and
 *   all, so the reader's one tap moves the slider once.
 * Only buttons React does not handle yet: the other taps are answered here and go no further (they
 * are not replayed). Once React has hydrated the page it answers them itself (and keeps a menu opened
 * here open).
 */
export function nativeTaps(
  copyAttr: string,
  copiedAttr: string,
  copiedMs: number,
  opensAttr: string,
  closesAttr: string,
  showsAttr: string,
): void {
  const html = document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;

  function show(button: Element): void {
    const picture = document.getElementById(button.getAttribute(showsAttr) ?? '');
    const src = button.getAttribute(`${showsAttr}-src`);
    if (shown || !(picture instanceof HTMLImageElement) || !src) return;
    shown = true;
    picture.src = src;
  }

  function copy(button: Element): void {
    const copied = (): void => {
      html.setAttribute(copiedAttr, '');
      clearTimeout(timer);
      timer = setTimeout(() => html.removeAttribute(copiedAttr), copiedMs);
    };
    navigator.clipboard?.writeText(button.getAttribute(copyAttr) ?? '').then(copied, () => undefined);
  }

  function openers(dialog: HTMLDialogElement): Element[] {
    return Array.from(document.querySelectorAll(`[${opensAttr}="${dialog.id}"]`));
  }

  function open(button: Element): void {
    const dialog = document.getElementById(button.getAttribute(opensAttr) ?? '') as HTMLDialogElement | null;
    if (!dialog || dialog.open || !dialog.showModal) return;
    dialog.showModal();
    button.setAttribute('aria-expanded', 'true');
    dialog.addEventListener(
      'close',
      () => {
        for (const opener of openers(dialog)) opener.setAttribute('aria-expanded', 'false');
      },
      { once: true },
    );
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
      const button = target?.closest?.(`button[${copyAttr}], button[${opensAttr}], button[${closesAttr}]`);
      if (!button || reactHandles(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.hasAttribute(copyAttr)) copy(button);
      else if (button.hasAttribute(opensAttr)) open(button);
      else button.closest('dialog')?.close();
    },
    true,
  );
}
