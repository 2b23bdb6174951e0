// Entry of the host. Attaches to the federation instance the build created, reads /remotes.json
// (written by the server, so a remote can move without a shell rebuild) while the app's code
// downloads behind an async boundary (so shared modules are negotiated first), registers the
// remotes, then mounts the app.
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotes } from './federation/remotesConfig';
import { resiliencePlugin } from './federation/resiliencePlugin';

async function start(): Promise<void> {
  init({ name: 'shell', remotes: [], plugins: [resiliencePlugin()] });
  const app = import('./bootstrap');
  try {
    registerRemotes(await fetchRemotes());
  } catch (error) {
    // The chrome still boots; every section then shows its fallback with a retry button.
    console.error('[janmat] /remotes.json could not be read', error);
  }
  await (await app).mount();
}

void start();
