import { OPENS_DIALOG } from '@janmat/shared';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A header button's modal dialog (the menu, the bell's): the button commands it natively
 * (`command="show-modal"`), and the page's inline taps open it where the browser does not, so it opens
 * on the first tap, before any script and without one. Once React runs, the button opens and closes it,
 * and a dialog a tap opened before hydration stays open. A modal dialog takes the focus, so the button
 * says no more than `aria-haspopup` (a command's button has no aria-expanded).
 */
export function useCommandedDialog(id: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useLayoutEffect(() => {
    if ((document.getElementById(id) as HTMLDialogElement | null)?.open) setOpen(true);
  }, [id]);
  const buttonProps = {
    ref: button,
    'aria-haspopup': 'dialog' as const,
    'aria-controls': id,
    onClick: (event: { preventDefault(): void }) => {
      // React opens it now: not the button's command too.
      event.preventDefault();
      setOpen((opened) => !opened);
    },
    [OPENS_DIALOG]: id,
    command: 'show-modal',
    commandfor: id,
  };
  return { open, close, button, buttonProps };
}
