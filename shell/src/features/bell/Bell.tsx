import { OPENS_DIALOG } from '@janmat/shared';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from '../../layout/IconButton';
import { BellDialog, loadBellPanel } from './BellDialog';
import { BELL_DIALOG_ID } from './bellDialogId';

/**
 * The header's bell and its dialog. The bell commands the dialog natively (`command="show-modal"`),
 * and the page's inline taps open it where the browser does not, so it opens on the first tap, before
 * any script and without one; once React runs it opens it, and keeps open a dialog opened before.
 */
export function Bell() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useLayoutEffect(() => {
    if ((document.getElementById(BELL_DIALOG_ID) as HTMLDialogElement | null)?.open) setOpen(true);
  }, []);
  return (
    <>
      <IconButton
        ref={button}
        icon="bell"
        label="सूचनाएं"
        aria-haspopup="dialog"
        aria-controls={BELL_DIALOG_ID}
        // The panel's chunk is asked for as the finger comes down, before the click opens the dialog.
        onPointerDown={() => void loadBellPanel()}
        onClick={(event) => {
          // React opens it now: not the button's command too.
          event.preventDefault();
          setOpen((opened) => !opened);
        }}
        {...{ [OPENS_DIALOG]: BELL_DIALOG_ID, command: 'show-modal', commandfor: BELL_DIALOG_ID }}
      />
      <BellDialog open={open} onClose={close} returnFocusTo={button} />
    </>
  );
}
