/** Id of the side menu's dialog (the menu button's `aria-controls`). */
export const SIDE_MENU_ID = 'side-menu';

let sideMenu: Promise<{ default: typeof import('./SideMenu').SideMenu }> | undefined;

/** The side menu's chunk, requested once (hovering or focusing the menu button starts it early). */
export function loadSideMenu() {
  sideMenu ??= import('./SideMenu').then((module) => ({ default: module.SideMenu }));
  return sideMenu;
}
