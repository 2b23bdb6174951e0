import { reactHandles } from './reactHandles';

/** How the copy-link button and its «Copied!» are found and shown (part of `NativeTapSettings`). */
export interface CopySettings {
  /** The copy-link button's attribute: the address it copies. */
  copyAttr: string;
  /** The mark on `<html>` while «Copied!» shows; its value is the address copied. */
  copiedAttr: string;
  /** The live region beside the button (in the same parent) that says «Copied!». */
  copyStatusAttr: string;
  copiedText: string;
  copiedMs: number;
}

/**
 * The copy-link button's answer before the page's scripts: it copies the address, writes «Copied!»
 * into the live region beside it (its text changes, so a screen reader says it) and marks `<html>`
 * with the address for `copiedMs`. The share bar, once React runs it, shows «Copied!» while that mark
 * is there, so it stays its whole time through hydration; from then on the region's text is React's
 * and is left alone here.
 */
export function copyLink({ copyAttr, copiedAttr, copyStatusAttr, copiedText, copiedMs }: CopySettings) {
  const html = document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (button: Element): void => {
    const address = button.getAttribute(copyAttr) ?? '';
    const region = button.parentElement?.querySelector(`[${copyStatusAttr}]`);
    const say = (text: string): void => {
      if (region && !reactHandles(region)) region.textContent = text;
    };
    const copied = (): void => {
      html.setAttribute(copiedAttr, address);
      say(copiedText);
      clearTimeout(timer);
      timer = setTimeout(() => {
        html.removeAttribute(copiedAttr);
        say('');
      }, copiedMs);
    };
    navigator.clipboard?.writeText(address).then(copied, () => undefined);
  };
}
