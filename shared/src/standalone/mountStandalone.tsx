import { createPortalStore, type RemoteName, type SectionModule } from '@janmat/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneSection } from './StandaloneSection';

/**
 * Renders a section alone into `#root` — only a remote's own development page has one; when the
 * remote is loaded by the shell this entry never runs.
 */
export function mountStandalone<Owner extends RemoteName>(owner: Owner, pages: SectionModule<Owner>['pages']): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <StandaloneSection owner={owner} pages={pages} store={createPortalStore()} />
    </StrictMode>,
  );
}
