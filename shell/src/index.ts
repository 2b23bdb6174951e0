// Entry of the host. Starts reading /remotes.json (written by the server, so a remote can move
// without a shell rebuild) while the app's code downloads behind an async boundary (so the shared
// modules are negotiated first), then mounts the app with the remotes it read.
import { fetchRemotes, remotesReader } from './federation/remotesConfig';

async function start(): Promise<void> {
  const remotes = remotesReader(fetchRemotes());
  const app = await import('./bootstrap');
  await app.mount(remotes);
}

void start();
