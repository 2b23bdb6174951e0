import type { ReactNode } from 'react';
import { createPath, type Navigator, Router } from 'react-router-dom';

/** A move asked of the router: loads that page from the server (the browser's own navigation). */
function loadPage(to: Parameters<Navigator['push']>[0]): void {
  window.location.assign(typeof to === 'string' ? to : createPath(to));
}

const pageLoads: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
  push: loadPage,
  replace: (to) => window.location.replace(typeof to === 'string' ? to : createPath(to)),
};

/**
 * The router of an island (a part of a server-rendered page hydrated on its own, decision 0032): it
 * knows the page's address, and every move it is asked for loads that page from the server, as a
 * plain link does, since the rest of the page is the server's HTML and no app is there to draw another.
 */
export function PageLoadRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={`${pathname}${search}${hash}`} navigator={pageLoads}>
      {children}
    </Router>
  );
}
