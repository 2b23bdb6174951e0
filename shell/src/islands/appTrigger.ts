import { WIDGET_ATTR } from '@janmat/shared/contracts';

/**
 * What a reader works in a section's part of the page: a control that is not a link, nor one the
 * browser answers itself (a `<details>`' summary).
 */
const CONTROL =
  'button, input, select, textarea, label, [role="button"], [role="tab"], [contenteditable], [tabindex]:not([tabindex="-1"]):not(summary)';

/**
 * Buttons the page's taps program answers itself, before and without React (`NATIVE_TAPS` of
 * boot/inlinePrograms.js, checked by this file's test) and go no further: copy link, a video's
 * play, back-to-top, a dialog's open and close. They bring no app. (A web-story filter's tap goes on
 * to React, which filters the whole list: it brings the app.)
 */
export const ANSWERED_NATIVELY = [
  '[data-copy-url]',
  '[data-plays]',
  '[data-to-top]',
  '[data-opens]',
  '[data-closes]',
  '[popovertarget]',
  '[commandfor]',
].join(', ');

/** The events that show a reader reaching for a control: before its tap, its click or its keys. */
export const REACH_EVENTS = ['pointerdown', 'touchstart', 'focusin'];

/**
 * Whether `target` is a section's control (in `<main>`: a form, a filter, save, follow, a player…),
 * which needs the app: the chrome's own parts and the widgets (a poll) are islands, links load their
 * pages, and what the page's taps program answers needs nothing more.
 */
export function needsApp(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(CONTROL);
  return !!control && !!control.closest('main') && !control.closest('a[href]') && !control.closest(`[${WIDGET_ATTR}]`);
}

/** Calls `takeOver` once the reader reaches for a section's control; returns what stops listening. */
export function appTrigger(takeOver: () => void): () => void {
  const options = { capture: true, passive: true };
  let taken = false;
  const reach = (event: Event): void => {
    if (taken || !needsApp(event.target)) return;
    taken = true;
    takeOver();
  };
  for (const type of REACH_EVENTS) document.addEventListener(type, reach, options);
  return () => {
    for (const type of REACH_EVENTS) document.removeEventListener(type, reach, options);
  };
}
