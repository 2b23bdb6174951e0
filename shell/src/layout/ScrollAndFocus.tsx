import { useLocation } from '@janmat/shared';
import { useEffect, useRef } from 'react';

/** Gives up waiting for a page heading after this long (a section that failed has none). */
const HEADING_WAIT_MS = 10_000;

/** Focuses the main heading as soon as it exists (sections render it after they load). */
function focusHeadingWhenReady(mainId: string): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const main = document.getElementById(mainId);
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * On every route change (not the first page): scroll to the top and move focus to the new page's
 * `h1`, so keyboard and screen-reader users start at the content like after a full page load.
 */
export function ScrollAndFocus({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    return focusHeadingWhenReady(mainId);
  }, [pathname, mainId]);
  return null;
}
