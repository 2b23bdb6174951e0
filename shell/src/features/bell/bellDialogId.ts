/** Id of the bell's dialog (the bell's `aria-controls`, and what it opens before the scripts run). */
export const BELL_DIALOG_ID = 'bell-dialog';
