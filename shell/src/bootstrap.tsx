import { connectRemotes, createPortalStore, loadSection, type RemoteEntry } from '@janmat/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRoutes } from './app/createAppRoutes';
import { primeChrome } from './app/primeChrome';

/** Renders the site into `#root`, its sections loaded from the remotes `remotes` names. */
export async function mount(remotes: () => Promise<readonly RemoteEntry[]>): Promise<void> {
  connectRemotes(remotes);
  // Head tags the server wrote for crawlers; PageMeta renders the live ones from here on.
  for (const element of document.head.querySelectorAll('[data-ssr]')) element.remove();
  const container = document.getElementById('root');
  if (!container) return;
  const store = createPortalStore();
  await primeChrome(store);
  const routes = createAppRoutes(loadSection);
  const root = createRoot(container);
  // A transition lets React render the first page in slices, so the phone stays responsive
  // (no long task) while the whole site renders for the first time.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} routes={routes} />
      </StrictMode>,
    );
  });
}
