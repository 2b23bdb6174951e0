/** The class on `<html>` while a page waits for the site's face (a device that has no Devanagari face). */
export const FONT_WAIT_CLASS: string;
/** The longest a page stays hidden for the face. */
export const FONT_WAIT_MS: number;
/** The rule that hides the page while it waits. */
export const FONT_WAIT_CSS: string;
/** The font the wait measures Hindi letters in: the device's own faces, without the site's. */
export const FONT_WAIT_PROBE: string;
/** The site's faces the page waits for (regular and bold). */
export const FONT_WAIT_FACES: string[];
