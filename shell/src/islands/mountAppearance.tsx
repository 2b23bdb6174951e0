import { AppearanceControls } from '@janmat/shared/reader';
import { createRoot } from 'react-dom/client';
import type { Unmount } from './island';

/** Draws the side menu's theme and text size in its `slot` (empty in the server's HTML), as an island. */
export function mountAppearance(slot: HTMLElement): Unmount {
  const root = createRoot(slot);
  root.render(<AppearanceControls />);
  return () => root.unmount();
}
