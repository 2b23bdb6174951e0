import { css } from '@emotion/react';
import {
  Dialog,
  href,
  Link,
  mq,
  needsScripts,
  notOnKeptCopy,
  onlyOnKeptCopy,
  onlyWithoutScripts,
  theme,
} from '@janmat/shared';
import { lazy, type RefObject, Suspense } from 'react';
import { Icon } from '../../layout/Icon';
import { ISLAND_SLOTS, islandSlot } from '../../layout/islandSlots';
import { BELL_DIALOG_ID } from './bellDialogId';
import { BELL_TEXTS } from './bellTexts';

// A sheet from the bottom of a phone's screen; a card in the middle of a wider one.
const panelCss = css({
  position: 'fixed',
  inset: 'auto 0 0 0',
  maxHeight: '90vh',
  overflowY: 'auto',
  padding: theme.space.md,
  background: theme.colors.background,
  borderRadius: `${theme.radius.md} ${theme.radius.md} 0 0`,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.25)',
  [mq.md]: {
    inset: '10vh auto auto 50%',
    width: 'min(520px, 90vw)',
    transform: 'translateX(-50%)',
    borderRadius: theme.radius.md,
  },
  p: { margin: `${theme.space.sm} 0` },
});

const titleCss = css({ margin: 0, fontSize: theme.fontSizes.lg });

const smallCss = css({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted });

/** The bell's choices and answers: only readers who open the dialog download them. */
export const loadBellPanel = () => import(/* webpackChunkName: "on-demand-bell" */ './BellPanel');
const BellPanel = lazy(() => loadBellPanel().then(({ BellPanel }) => ({ default: BellPanel })));

interface BellDialogProps {
  /** Whether it is open; closed, it is still in the page (hidden), so the bell opens it before the scripts. */
  open: boolean;
  onClose: () => void;
  /** Receives focus back when it closes (the bell). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The bell's dialog: what Janmat sends and how often, and, once it is open in the browser, the
 * topics and buttons (`BellPanel`). It is in the server's HTML, so it opens before the scripts and
 * without them; where no script runs it says that notifications need one.
 */
export function BellDialog({ open, onClose, returnFocusTo }: BellDialogProps) {
  return (
    <Dialog
      id={BELL_DIALOG_ID}
      open={open}
      label="सूचनाएं"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      css={panelCss}
      title={<h2 css={titleCss}>{BELL_TEXTS.title}</h2>}
      closeLabel={BELL_TEXTS.close}
      closeIcon={<Icon name="close" />}
    >
      <p>{BELL_TEXTS.what}</p>
      <p>{BELL_TEXTS.howOften}</p>
      <p css={[onlyWithoutScripts, notOnKeptCopy]}>{BELL_TEXTS.needsScripts}</p>
      <p css={onlyOnKeptCopy}>{BELL_TEXTS.offline}</p>
      <div css={needsScripts} {...islandSlot(ISLAND_SLOTS.bell)}>
        {open ? (
          <Suspense fallback={null}>
            <BellPanel />
          </Suspense>
        ) : null}
      </div>
      <p css={smallCss}>
        {BELL_TEXTS.privacy} <Link to={href.privacy()}>{BELL_TEXTS.privacyLink}</Link>
      </p>
    </Dialog>
  );
}
