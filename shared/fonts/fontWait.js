/**
 * The settings of the head's wait for the site's face (the program is the shell's,
 * shell/src/boot/fontWait.ts): a device without a Devanagari face keeps the page hidden until the
 * face has loaded, at most `FONT_WAIT_MS`. The rule that hides it goes into the `@font-face` style.
 */
const { FONT_STACK_DEVICE, WEB_FONT_FAMILY } = require('./stack');

/** The class on `<html>` while the page waits for the face. */
const FONT_WAIT_CLASS = 'janmat-font-wait';

/** The longest the page stays hidden for the face (then it shows, in boxes if it must). */
const FONT_WAIT_MS = 3000;

/** The rule that hides the page while it waits (in the head's `<style>`, beside the `@font-face` rules). */
const FONT_WAIT_CSS = `html.${FONT_WAIT_CLASS} body { visibility: hidden; }`;

const face = (weight) => `${weight} 16px "${WEB_FONT_FAMILY}"`;

/** The font the wait measures Hindi letters in: the device's own faces, without the site's. */
const FONT_WAIT_PROBE = `16px ${FONT_STACK_DEVICE}`;

/** The site's faces the page waits for (regular and bold). */
const FONT_WAIT_FACES = [face(400), face(700)];

module.exports = { FONT_WAIT_CLASS, FONT_WAIT_CSS, FONT_WAIT_FACES, FONT_WAIT_MS, FONT_WAIT_PROBE };
