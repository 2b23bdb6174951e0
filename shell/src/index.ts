// Entry of the host. Attaches to the federation instance the build created, registers the remotes
// listed in /remotes.json (written by the server, so a remote can move without a shell rebuild),
// then loads the app behind an async boundary so shared modules are negotiated first.
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotes } from './federation/remotesConfig';
import { resiliencePlugin } from './federation/resiliencePlugin';

async function start(): Promise<void> {
  init({ name: 'shell', remotes: [], plugins: [resiliencePlugin()] });
  try {
    registerRemotes(await fetchRemotes());
  } catch (error) {
    // The chrome still boots; every section then shows its fallback with a retry button.
    console.error('[janmat] /remotes.json could not be read', error);
  }
  await import('./bootstrap');
}

void start();
