import { createPortalStore, loadSection } from '@janmat/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createAppRoutes } from './app/createAppRoutes';

// Head tags the server wrote for crawlers; PageMeta renders the live ones from here on.
for (const element of document.head.querySelectorAll('[data-ssr]')) element.remove();

const container = document.getElementById('root');
if (container) {
  const store = createPortalStore();
  const router = createBrowserRouter(createAppRoutes(loadSection));
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
