import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

const bare = css({ margin: 0, padding: 0, border: 0, minWidth: 0 });

/**
 * A form's controls, disabled until the browser runs the page (`useHydrated`): a server-rendered form
 * cannot be filled in before it can keep and send what was typed. Draws no box of its own.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset css={bare} disabled={!hydrated} aria-busy={!hydrated}>
      {children}
    </fieldset>
  );
}
