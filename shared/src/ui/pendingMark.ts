/**
 * The mark a button carries while a tap on it waits for the page's scripts (the shell's inline
 * early-tap replay sets it at the tap and takes it off when the tap is answered or dropped); the
 * page's base styles show it at once, so no tap looks dead.
 */
export const PENDING_MARK = 'data-pending';
