/**
 * The mark a button carries while a tap on it waits for the page's scripts (the shell's inline
 * early-tap replay sets it at the tap and takes it off when the tap is answered or dropped); the
 * page's base styles show it at once, so no tap looks dead.
 */
export const PENDING_MARK = 'data-pending';

/**
 * On a toggle (`aria-pressed`) while the early-tap replay clicks it: what it showed when the reader
 * tapped (`true` or `false`). React may hydrate the button and draw the reader's own state in the
 * click's own dispatch, so its handler reads the tap's intent here, not from what it shows by then.
 */
export const TAPPED_PRESSED_MARK = 'data-tapped-pressed';
