import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { type ReactNode, useEffect, useRef } from 'react';

const dialog = css`
  position: fixed;
  inset: 0;
  width: 100vw;
  height: 100vh;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: #000;
  color: #fff;
  z-index: 1000;
  &::backdrop {
    background: #000;
  }
  a,
  button {
    color: inherit;
  }
  :focus-visible {
    outline-color: ${theme.colors.onBrand};
  }
`;

export interface FullScreenDialogProps {
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
}

/**
 * A modal dialog over the whole page (the site's header and menus too): the rest of the page is
 * inert while it is open and the page behind it does not scroll. Escape is left to the content.
 */
export function FullScreenDialog({ label, children }: FullScreenDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <dialog ref={ref} css={dialog} aria-label={label} onCancel={(event) => event.preventDefault()}>
      {children}
    </dialog>
  );
}
