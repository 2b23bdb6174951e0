/**
 * Text hygiene for what visitors write: bidirectional embedding/override/isolate controls
 * (U+202A–U+202E, U+2066–U+2069) can make a title read backwards in lists, tabs and `<title>`, so
 * they are removed before anything is stored. Text made only of invisible characters (zero-width
 * spaces, fillers, format controls) counts as empty, so "required" rules see it as missing.
 */

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Anything but white space, control and format characters (U+200B, U+FEFF, …) and the blank fillers. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/u;

function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** One field as stored: bidi controls gone; '' when nothing visible is left. */
export function cleanText(text: string): string {
  const stripped = stripBidiControls(text);
  return hasVisibleCharacter(stripped) ? stripped : '';
}

/** Every string field of a JSON object body cleaned (other values untouched). */
export function cleanTextFields(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? cleanText(value) : value]),
  );
}
