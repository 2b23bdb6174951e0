require('@testing-library/jest-dom');

// jsdom has no layout, so it cannot scroll: it reports "Not implemented: window.scrollTo" whenever
// the shell moves to the top on a route change. Pages scroll nowhere in tests; tests that check the
// call spy on it.
window.scrollTo = () => undefined;
