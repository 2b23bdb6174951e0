import {
  connectRemotes,
  createPortalStore,
  FORM_ECHO_SCRIPT_ID,
  type FormEchoState,
  hydrateApi,
  isStaffPath,
  type RemoteLoader,
  readJsonScript,
  readServerState,
} from '@janmat/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRoutes } from './app/createAppRoutes';
import { primeChrome } from './app/primeChrome';
import { reportRecoverable } from './app/reportRecoverable';
import { yieldToMain } from './app/yieldToMain';
import { keepCaughtError } from './health/keepCaughtError';

/**
 * Renders the site into `#root`, its sections loaded through `loader` (the federation runtime).
 * A page the server rendered (`data-ssr`) is hydrated with the data it was rendered with; otherwise
 * (the server could not render it) the app renders it here.
 */
export async function mount(loader: RemoteLoader): Promise<void> {
  connectRemotes(loader);
  // The site's worker (if this browser has one) keeps copies of the reader's saved stories: every
  // reader's page hands it their list (a chunk of its own; the staff's pages carry none of it).
  if (!isStaffPath(window.location.pathname)) {
    import('@janmat/shared/reader').then(({ syncSavedCopies }) => syncSavedCopies()).catch(() => undefined);
  }
  const container = document.getElementById('root');
  if (!container) return;
  // The page's form token and the form the server echoed, as its render had them (contracts/formEcho.ts).
  const formEcho = readJsonScript(FORM_ECHO_SCRIPT_ID) as FormEchoState | undefined;
  const store = createPortalStore({ preloadedState: formEcho && { formEcho } });
  const routes = createAppRoutes();
  const app = (
    <StrictMode>
      <App store={store} routes={routes} />
    </StrictMode>
  );
  // In the page, or (a page that waited for its reader) fetched with the scripts; none when the page
  // has changed since (it is then rendered here, with the data of now).
  const serverState = await readServerState();
  if (serverState) {
    // Start-up goes in short steps so a tap is never kept waiting.
    await yieldToMain();
    store.dispatch(hydrateApi(serverState));
    await yieldToMain();
  }
  // The server's head tags stay until the page's own are in place (PageMeta removes them).
  if (container.hasAttribute('data-ssr') && serverState) {
    // In a transition React hydrates in slices, yielding to the browser between them: no long task
    // while the page, already painted, becomes interactive.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverable, onCaughtError: keepCaughtError });
    });
    return;
  }
  // The server sent the page's data without its markup (the page is rendered here): the chrome's
  // answers are among it. The newsroom shows none of the readers' chrome, so it waits for none of its data.
  if (!isStaffPath(window.location.pathname)) await primeChrome(store);
  const root = createRoot(container, { onCaughtError: keepCaughtError });
  // A transition lets React render the first page in slices, so the phone stays responsive
  // (no long task) while the whole site renders for the first time.
  startTransition(() => root.render(app));
}
