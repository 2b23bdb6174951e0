/** Id of the side menu's dialog (the menu button's `aria-controls`, and what it opens before the scripts run). */
export const SIDE_MENU_ID = 'side-menu';
