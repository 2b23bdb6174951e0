import { css } from '@emotion/react';
import { type KeyboardEvent, type ReactNode, type RefObject, useCallback, useEffect, useRef } from 'react';
import { iconButton } from '../theme/iconButton';

export interface DialogProps {
  /** Accessible name of the dialog (Hindi). */
  label: string;
  /** Escape, a click outside the panel and the close button ask for this; the caller unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  id?: string;
  /** The panel's styles (Emotion's `css` prop lands here). */
  className?: string;
  /** Shown at the top of the panel, before the close button. */
  title?: ReactNode;
  /** Given, the panel starts with a close button named by it. */
  closeLabel?: string;
  /** The close button's (decorative) content. */
  closeIcon?: ReactNode;
  /** Takes the focus back when the dialog closes; the element focused when it opened, unless given. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * `false`: mounted but closed (hidden, in the server's HTML too), so that the page can open it
   * before its scripts run (the shell's inline `nativeTaps`: a button's `data-opens` names it, a
   * button with `data-closes` closes it). Open while mounted when absent.
   */
  open?: boolean;
}

/** The attribute of a button that opens the dialog it names (by id) before the page's scripts run. */
export const OPENS_DIALOG = 'data-opens';
/** The attribute of a button that closes its dialog before the page's scripts run. */
export const CLOSES_DIALOG = 'data-closes';

/**
 * The close button's attributes: the inline taps' mark, and the browser's own command (`command`,
 * `commandfor`), so a dialog opened without any script closes without one too.
 */
const closeCommand = (id: string | undefined) => ({
  [CLOSES_DIALOG]: '',
  ...(id ? { command: 'close', commandfor: id } : {}),
});

const dialogCss = css({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  background: 'transparent',
  color: 'inherit',
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' },
  // Open while mounted, so open in the server's HTML too: shown over the page (the header's z-index is
  // 20) before the scripts run `showModal()`, which then lifts the same box into the top layer.
  '&:not([open])': { display: 'block', zIndex: 90 },
});

/** A dialog mounted closed stays hidden until it is opened. */
const closedCss = css({ '&:not([open])': { display: 'none' } });

const headCss = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

const closeCss = css(iconButton);

/**
 * Keeps Tab inside the open dialog (`wrapTabFocus`), in a chunk of its own asked for when a dialog
 * opens: pages that open none (the newsroom's) do not carry it.
 */
function useKeptTab(open: boolean): (event: KeyboardEvent<HTMLElement>) => void {
  const wrap = useRef<((event: KeyboardEvent<HTMLElement>) => void) | undefined>(undefined);
  useEffect(() => {
    if (!open || wrap.current) return;
    void import(/* webpackChunkName: "on-demand-dialog-tab" */ './wrapTabFocus').then(
      (module) => {
        wrap.current = module.wrapTabFocus;
      },
      () => undefined,
    );
  }, [open]);
  return useCallback((event) => wrap.current?.(event), []);
}

/**
 * A modal dialog on the native `<dialog>`, open while mounted (shown in the server's HTML too, before
 * the scripts run): `showModal()` makes the rest of the page inert (so focus stays inside) and turns
 * Escape into `onClose`; the page behind does not scroll (`overflow: hidden` on `<html>`), and focus
 * returns to the opener when it closes.
 */
export function Dialog({
  label,
  onClose,
  children,
  id,
  className,
  title,
  closeLabel,
  closeIcon,
  returnFocusTo,
  open = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const keepTabInside = useKeptTab(open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = returnFocusTo?.current ?? document.activeElement;
    closing.current = false;
    if (!dialog.open) dialog.showModal();
    const { style } = document.documentElement;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    return () => {
      closing.current = true;
      style.overflow = overflow;
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected && !dialog.contains(opener)) opener.focus();
    };
  }, [returnFocusTo, open]);
  return (
    // The click is on the backdrop; Escape is its keyboard twin (cancel).
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      // A tap outside closes it natively too (before and without the scripts).
      {...{ closedby: 'any' }}
      css={[dialogCss, !open && closedCss]}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A browser may close it without a cancel event (Escape with no user activation yet).
      onClose={() => {
        if (!closing.current) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepTabInside}
    >
      <div className={className}>
        {title !== undefined || closeLabel ? (
          <div css={headCss}>
            {title}
            {closeLabel ? (
              <button
                type="button"
                css={closeCss}
                aria-label={closeLabel}
                title={closeLabel}
                onClick={(event) => {
                  // React closes it: not the button's command too.
                  event.preventDefault();
                  onClose();
                }}
                {...closeCommand(id)}
              >
                {closeIcon ?? <span aria-hidden="true">✕</span>}
              </button>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
