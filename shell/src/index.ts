// Entry of the host. Attaches to the federation runtime the build plugin created, with the retry
// and section-error plugins; takes the builds the page names (the server's composition for this
// reader: pinned until a reload), or starts reading /remotes.json (written by the server, so a remote can
// move without a shell rebuild) while the app's code downloads behind an async boundary (so the
// shared modules are negotiated first); then mounts the app, which registers the remotes and loads
// each section through the runtime when a page first needs it. A tester's override of one section
// (`?remote.news=<manifest URL>` proposes it, a click on the banner applies it, the server keeps it in
// an HttpOnly session cookie and names it in the page) is applied by a runtime plugin.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { yieldToMain } from './app/yieldToMain';
import { BOOT_SETTINGS } from './boot/bootSettings';
import { createFederationLoader } from './federation/federationLoader';
import { overridableRemotes } from './federation/override/overridableRemotes';
import { readAppliedOverrides } from './federation/override/readAppliedOverrides';
import { remoteOverridePlugin } from './federation/override/remoteOverridePlugin';
import { takeOverrideParams } from './federation/override/takeOverrideParams';
import { readPinnedRemotes, shellRemotes } from './federation/pinnedRemotes';
import { remotesReader } from './federation/remotesConfig';
import { sectionErrorsPlugin } from './federation/sectionErrorsPlugin';
import { watchPageErrors } from './health/pageErrors';
import { pageRumToken } from './health/pageRumToken';

async function start(): Promise<void> {
  // Readers' health (docs/releasing.md): only a page the server signed a beacon token into reports.
  const rumToken = pageRumToken();
  if (rumToken) watchPageErrors();
  const overrides = {
    requested: takeOverrideParams(location, history),
    applied: readAppliedOverrides(document),
    active: {},
    sealed: [],
  };
  init({
    name: 'shell',
    remotes: [],
    plugins: [
      // Manifests: two more tries, a second apart; entry scripts and chunks: two more, 300 ms apart.
      RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 300 } }),
      sectionErrorsPlugin(),
      remoteOverridePlugin(overrides.active, overrides.sealed),
    ],
  });
  const overridden = Object.keys(overrides.requested).length > 0 || Object.keys(overrides.applied).length > 0;
  const readRemotes = overridableRemotes(shellRemotes(readPinnedRemotes(), overridden), overrides);
  const loader = createFederationLoader({ registerRemotes, loadRemote }, remotesReader(readRemotes(), readRemotes));
  const mountApp = async (): Promise<void> => {
    const app = await importApp();
    await app.mount(loader);
  };
  try {
    // A read page's first touch brings its islands; they bring the app when a part needs it (decision 0032).
    if (bootsIslands()) {
      const { startIslands } = await import(/* webpackChunkName: "on-demand-islands" */ './islands/startIslands');
      startIslands(mountApp, loader);
    } else await mountApp();
  } finally {
    if (rumToken) loadHealthBeacon(rumToken);
  }
}

/** Whether the server made this a page of islands (its boot list says so). */
function bootsIslands(): boolean {
  try {
    return JSON.parse(document.getElementById(BOOT_SETTINGS.listId)?.textContent ?? '{}').islands === true;
  } catch {
    return false;
  }
}

/**
 * The health beacon with web-vitals, in a chunk of its own asked for once the app is under way (it
 * reads the browser's buffered measures, so it loses nothing by coming late); errors are kept from the start.
 * `on-demand-`: not preloaded with the shell, since staff pages (no composition, no token) never load it.
 */
function loadHealthBeacon(token: string): void {
  void import(/* webpackChunkName: "on-demand-health-beacon" */ './health/loadHealthBeacon').then(
    (beacon) => beacon.loadHealthBeacon(token),
    () => undefined,
  );
}

/**
 * The app's code, run in steps that are each a task of their own: React DOM, then `@janmat/shared`
 * (store, router, theme), then the app. Run in one step they keep a phone busy in one long task
 * while the page, already painted, waits to answer a tap.
 */
async function importApp(): Promise<typeof import('./bootstrap')> {
  await import('react-dom/client');
  await yieldToMain();
  await import('@janmat/shared');
  await yieldToMain();
  return import('./bootstrap');
}

void start();
