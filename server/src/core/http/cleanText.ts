import { visibleText } from '@janmat/shared/validation';

/**
 * Text hygiene for what visitors write: bidirectional embedding/override/isolate controls
 * (U+202A–U+202E, U+2066–U+2069) can make a title read backwards in lists, tabs and `<title>`, so
 * they are removed before anything is stored. Text that shows nothing by the shared rule
 * (visibleText: zero-width spaces, fillers, format and control characters, combining marks with no
 * letter to sit on) counts as empty, so "required" rules see it as missing.
 */

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** One field as stored: bidi controls gone; '' when nothing visible is left. */
export function cleanText(text: string): string {
  const stripped = stripBidiControls(text);
  return visibleText(stripped) === '' ? '' : stripped;
}

const cleanValue = (value: unknown): unknown =>
  typeof value === 'string' ? cleanText(value) : Array.isArray(value) ? value.map(cleanValue) : value;

/**
 * Every text field of a JSON object body cleaned, and the texts in its lists; the fields named in
 * `asSent` are kept exactly as sent (every character of a password is its own; an article's HTML goes
 * to the sanitizer). Anything but an object is returned as it is, for the schema to refuse.
 */
export function cleanTextFields(body: unknown, asSent: ReadonlySet<string> = new Set()): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, asSent.has(key) ? value : cleanValue(value)]),
  );
}
