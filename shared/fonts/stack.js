/** The family name of the site's own face, listed after the devices' own Devanagari faces. */
const WEB_FONT_FAMILY = 'Janmat Devanagari';

/** The devices' own Devanagari faces: Noto (Android, Linux), Nirmala UI and Mangal (Windows), Kohinoor (Apple). */
const DEVICE_FACES = '"Noto Sans Devanagari", "Nirmala UI", "Mangal", "Kohinoor Devanagari"';

/** The Latin UI faces every device has, for digits, punctuation and Latin text. */
const UI_FACES = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * The page's font stack, the same as `FONT_STACK` in shared/src/theme/tokens.ts (a test holds them
 * equal): the HTML sets it on `body` so that text painted before any script (the chrome's outline, a
 * server-rendered page) already asks for the face, instead of when the app first renders.
 */
const FONT_STACK = `${DEVICE_FACES}, "${WEB_FONT_FAMILY}", ${UI_FACES}`;

/** The same stack without the site's face: what the device draws Hindi with on its own. */
const FONT_STACK_DEVICE = `${DEVICE_FACES}, ${UI_FACES}`;

module.exports = { FONT_STACK, FONT_STACK_DEVICE, WEB_FONT_FAMILY };
