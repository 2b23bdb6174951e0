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
 * never. A button tapped again while it waits counts once; one that leaves the page or is disabled
 * is not clicked; one not handled within `giveUpMs` is not clicked either, but for a form's submit
 * button, whose form then posts itself as it does without scripts (never a dead tap). Links are left to the browser: they load their
 * page; so are buttons it answers itself (a popover's, a dialog command's). While a tap waits, its
 * button carries `pendingAttr` and `aria-busy` (the page's styles show it at once: the tap is taken).
 * A toggle (`aria-pressed`) that shows another state when React handles it is not clicked: the tap
 * asked to change what it showed then (the server's «फ़ॉलो करें» on a topic the reader follows). One
 * that is clicked carries what it showed at the tap in `pressedAttr` for the click's length: React may
 * finish hydrating it, and draw the reader's own state, inside that very click. On a page that boots
 * nothing (`liteAttr` on `<html>`: a copy the service worker serves to read offline) no tap is kept:
 * React never comes, so a form posts at once, as on a page without scripts.
 */
export function earlyTapReplay(
  checkMs: number,
  giveUpMs: number,
  pendingAttr: string,
  pressedAttr: string,
  liteAttr: string,
): void {
  const kept: HTMLButtonElement[] = [];
  // Submit buttons let through to their form's own post: the scripts did not come in time.
  const posting: HTMLButtonElement[] = [];
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button');
      if (!button || button.disabled || handled(button) || answersItself(button)) return;
      if (document.documentElement.hasAttribute(liteAttr)) return;
      if (posting.indexOf(button) >= 0) {
        posting.splice(posting.indexOf(button), 1);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      if (kept.indexOf(button) >= 0) return;
      kept.push(button);
      // What a toggle showed when it was tapped: the tap asked to change that.
      const pressed = button.getAttribute('aria-pressed');
      button.setAttribute(pendingAttr, '');
      button.setAttribute('aria-busy', 'true');
      const since = Date.now();
      const check = (): void => {
        if (button.isConnected && !handled(button) && Date.now() - since < giveUpMs) {
          setTimeout(check, checkMs);
          return;
        }
        kept.splice(kept.indexOf(button), 1);
        button.removeAttribute(pendingAttr);
        button.removeAttribute('aria-busy');
        if (!button.isConnected || button.disabled) return;
        // A toggle that shows something else now (the reader's own choice, come with the scripts)
        // is not what was tapped: the tap is not replayed onto it.
        if (button.getAttribute('aria-pressed') !== pressed) return;
        if (handled(button)) {
          if (pressed !== null) button.setAttribute(pressedAttr, pressed);
          button.click();
          button.removeAttribute(pressedAttr);
        } else if (button.type === 'submit' && button.form) {
          posting.push(button);
          button.click();
        }
      };
      check();
    },
    true,
  );
}
