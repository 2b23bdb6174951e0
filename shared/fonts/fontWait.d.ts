/** The class on `<html>` while a page waits for the site's face (a device that has no Devanagari face). */
export const FONT_WAIT_CLASS: string;
/** The longest a page stays hidden for the face. */
export const FONT_WAIT_MS: number;
/** The rule that hides the page while it waits. */
export const FONT_WAIT_CSS: string;
/** The inline script in the HTML's head that holds the page for the face (allowed by its hash). */
export const FONT_WAIT_SCRIPT: string;
