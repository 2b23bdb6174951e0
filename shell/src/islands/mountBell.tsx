import { Provider } from '@janmat/shared';
import { createRoot } from 'react-dom/client';
import { BellPanel } from '../features/bell/BellPanel';
import type { Unmount } from './island';
import { islandStore } from './islandStore';

/** Draws the bell's topics and buttons in its dialog's `slot` (empty in the server's HTML), as an island. */
export function mountBell(slot: HTMLElement): Unmount {
  const root = createRoot(slot);
  root.render(
    <Provider store={islandStore()}>
      <BellPanel />
    </Provider>,
  );
  return () => root.unmount();
}
