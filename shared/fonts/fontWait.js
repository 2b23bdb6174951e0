/**
 * The first page of a reader whose device has no Devanagari face would be painted in boxes, then
 * redrawn in the site's face when it arrives, with lines wrapping anew: the page jumps under the
 * reader's eyes (and thumb). For that reader alone this inline script in the head holds the page
 * hidden until the face has loaded, as browsers do by default for a web font (`font-display:
 * block`), at most `FONT_WAIT_MS`: boxes are unreadable anyway, and the page then appears once,
 * readable, where it stays. A device that draws Hindi (any Devanagari face) is never held; nor is
 * a page without scripts (it shows the boxes, then the face, as before).
 *
 * The test: a canvas measures "क", "ि" and "ा" in the device's faces (the font stack without the
 * site's own). Drawn as boxes they are one width; every Devanagari face draws the two vowel signs
 * far narrower than the consonant.
 */
const { FONT_STACK_DEVICE, WEB_FONT_FAMILY } = require('./stack');

/** The class on `<html>` while the page waits for the face. */
const FONT_WAIT_CLASS = 'janmat-font-wait';

/** The longest the page stays hidden for the face (then it shows, in boxes if it must). */
const FONT_WAIT_MS = 3000;

/** The rule that hides the page while it waits (in the head's `<style>`, beside the `@font-face` rules). */
const FONT_WAIT_CSS = `html.${FONT_WAIT_CLASS} body { visibility: hidden; }`;

const face = (weight) => JSON.stringify(`${weight} 16px "${WEB_FONT_FAMILY}"`);

/** The script's source (the server allows it by its hash in the Content-Security-Policy). */
const FONT_WAIT_SCRIPT =
  '(function(){var d=document,h=d.documentElement,f=d.fonts,' +
  'v=d.createElement("canvas"),c=v.getContext&&v.getContext("2d");' +
  'if(!f||!f.load||!c)return;' +
  `c.font=${JSON.stringify(`16px ${FONT_STACK_DEVICE}`)};` +
  'var k=c.measureText("\\u0915").width;' +
  'if(k!==c.measureText("\\u093f").width||k!==c.measureText("\\u093e").width)return;' +
  `h.classList.add("${FONT_WAIT_CLASS}");` +
  `function s(){h.classList.remove("${FONT_WAIT_CLASS}")}` +
  `Promise.all([f.load(${face(400)},"\\u0915"),f.load(${face(700)},"\\u0915")]).then(s,s);` +
  `setTimeout(s,${FONT_WAIT_MS})})()`;

module.exports = { FONT_WAIT_CLASS, FONT_WAIT_CSS, FONT_WAIT_MS, FONT_WAIT_SCRIPT };
