// How every tool here starts Debian's Chromium in a container (Playwright's e2e suite, the JavaScript
// budget, Lighthouse): the system binary, no sandbox, no GPU, no background traffic.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
