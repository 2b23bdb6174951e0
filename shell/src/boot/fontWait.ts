/**
 * The first page of a reader whose device has no Devanagari face would be painted in boxes, then
 * redrawn in the site's face when it arrives, with lines wrapping anew: the page jumps under the
 * reader's eyes (and thumb). For that reader alone this inline script in the head holds the page
 * hidden (`className` on `<html>`) until the site's `faces` have loaded, as browsers do by default
 * for a web font (`font-display: block`), at most `waitMs`: boxes are unreadable anyway, and the
 * page then appears once, readable, where it stays. A device that draws Hindi (any Devanagari face)
 * is never held; nor is a page without scripts (it shows the boxes, then the face, as before).
 *
 * The test: a canvas measures "क", "ि" and "ा" in the device's faces (`deviceFont`, the font stack
 * without the site's own). Drawn as boxes they are one width; every Devanagari face draws the two
 * vowel signs far narrower than the consonant.
 */
export function fontWait(deviceFont: string, faces: string[], className: string, waitMs: number): void {
  const html = document.documentElement;
  const fonts = document.fonts;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext?.('2d');
  if (!fonts?.load || !context) return;
  context.font = deviceFont;
  const width = (text: string) => context.measureText(text).width;
  const ka = width('\u0915');
  if (ka !== width('\u093f') || ka !== width('\u093e')) return;
  html.classList.add(className);
  const show = () => html.classList.remove(className);
  Promise.all(faces.map((face) => fonts.load(face, '\u0915'))).then(show, show);
  setTimeout(show, waitMs);
}
