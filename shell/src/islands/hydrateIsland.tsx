import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportRecoverable } from '../app/reportRecoverable';
import type { Unmount } from './island';
import { keptForm } from './keptForm';

/**
 * Hydrates `element` over the server's HTML in `slot` (an island of its own). Undone, the slot gets
 * that HTML back with what the reader left in its fields (words, choices, focus and caret), and
 * `keepMore`'s own state put back (captured just before): the app takes it all over as it does from a
 * page its scripts had not reached yet.
 */
export function hydrateIsland(slot: HTMLElement, element: ReactNode, keepMore?: () => () => void): Unmount {
  const serverHtml = slot.innerHTML;
  const root = hydrateRoot(slot, element, { onRecoverableError: reportRecoverable });
  return () => {
    const form = keptForm(slot);
    const putBack = keepMore?.();
    root.unmount();
    slot.innerHTML = serverHtml;
    putBack?.();
    form.restore(slot);
  };
}
