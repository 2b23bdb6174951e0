/**
 * Back-to-top, shared by the page's taps program (before the scripts) and the shell's `BackToTop`
 * (after them): both mark the page the same way, so the one server-rendered button shows by the same
 * rule whoever marked it, and never twice.
 */

/**
 * Marks `<html>` with `attr` while the page is scrolled more than `px`, whatever scrolled it (a wheel,
 * a trackpad, the keyboard, the scrollbar, a finger: each fires `scroll`). Returns what stops it.
 */
export function markScrolled(attr: string, px: number): () => void {
  const html = document.documentElement;
  const update = (): void => {
    const past = window.scrollY > px;
    if (past !== html.hasAttribute(attr)) html.toggleAttribute(attr, past);
  };
  update();
  addEventListener('scroll', update, { passive: true });
  return () => removeEventListener('scroll', update);
}

/** Back to the top of the page: smoothly, unless the reader asks for reduced motion. */
export function scrollToTop(): void {
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
}
