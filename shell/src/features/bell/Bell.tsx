import { IconButton } from '../../layout/IconButton';
import { useCommandedDialog } from '../../layout/useCommandedDialog';
import { BellDialog, loadBellPanel } from './BellDialog';
import { BELL_DIALOG_ID } from './bellDialogId';

/**
 * The header's bell and its dialog, opened on the first tap before any script and without one
 * (`useCommandedDialog`); the panel's chunk is asked for as the finger comes down on the bell.
 */
export function Bell() {
  const dialog = useCommandedDialog(BELL_DIALOG_ID);
  return (
    <>
      <IconButton icon="bell" label="सूचनाएं" onPointerDown={() => void loadBellPanel()} {...dialog.buttonProps} />
      <BellDialog open={dialog.open} onClose={dialog.close} returnFocusTo={dialog.button} />
    </>
  );
}
