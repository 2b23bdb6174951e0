import { reactHandles as handled } from './reactHandles';

/**
 * A button the browser answers itself, script or not: it opens or closes a popover
 * (`popovertarget`), or gives its dialog a command (`commandfor`) where the browser knows commands.
 */
function answersItself(button: HTMLButtonElement): boolean {
  return button.hasAttribute('popovertarget') || (button.hasAttribute('commandfor') && 'command' in button);
}

/**
 * Event replay (inline, before the boot loader). A tap on a button that React does not handle yet
 * would do nothing, before the page's scripts have run or while its part of the page is still
 * hydrating. Such a tap is kept: its default (a form's native submit) held back and its way to the
 * page stopped (React, hydrating, might otherwise answer it too). The button is clicked again as
 * soon as React handles it (checked every `checkMs`), so the tap is answered once, late rather than
 * never. A button tapped again while it waits counts once; one that leaves the page, is disabled,
 * or is not handled within `giveUpMs` is not clicked. Links are left to the browser: they load their
 * page; so are buttons it answers itself (a popover's, a dialog command's).
 */
export function earlyTapReplay(checkMs: number, giveUpMs: number): void {
  const kept: HTMLButtonElement[] = [];
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button');
      if (!button || button.disabled || handled(button) || answersItself(button)) return;
      event.preventDefault();
      event.stopPropagation();
      if (kept.indexOf(button) >= 0) return;
      kept.push(button);
      const since = Date.now();
      const check = (): void => {
        if (button.isConnected && !handled(button) && Date.now() - since < giveUpMs) {
          setTimeout(check, checkMs);
          return;
        }
        kept.splice(kept.indexOf(button), 1);
        if (button.isConnected && handled(button) && !button.disabled) button.click();
      };
      check();
    },
    true,
  );
}
