import { css } from '@emotion/react';
import { Dialog, href, Link, mq, needsScripts, onlyWithoutScripts, theme } from '@janmat/shared';
import type { RefObject } from 'react';
import { Icon } from '../../layout/Icon';
import { BellTopics } from './BellTopics';
import { BELL_DIALOG_ID } from './bellDialogId';
import { BELL_TEXTS } from './bellTexts';
import { useBell } from './useBell';

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

const statusCss = css({ fontWeight: 600, '&:empty': { display: 'none' } });
const toneCss = {
  error: css({ color: theme.colors.error }),
  done: css({ color: theme.colors.success }),
};

const smallCss = css({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted });

interface BellDialogProps {
  /** Whether it is open; closed, it is still in the page (hidden), so the bell opens it before the scripts. */
  open: boolean;
  onClose: () => void;
  /** Receives focus back when it closes (the bell). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The bell's dialog: what Janmat sends and how often, the topics to follow and the buttons that turn
 * notifications on (asking the browser's permission on that tap), save other topics, or turn them off.
 * It is in the server's HTML, so it opens before the scripts and without them; where no script runs it
 * says that notifications need one. A browser without web push, or one that refused it, is told so.
 */
export function BellDialog({ open, onClose, returnFocusTo }: BellDialogProps) {
  const bell = useBell(open);
  const refusal =
    bell.state === 'unsupported' ? BELL_TEXTS.unsupported : bell.state === 'denied' ? BELL_TEXTS.denied : undefined;
  const message = refusal ? { text: refusal, tone: 'error' as const } : bell.message;
  const on = bell.state === 'on';
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
      <p css={onlyWithoutScripts}>{BELL_TEXTS.needsScripts}</p>
      <div css={needsScripts}>
        {on && !bell.saving ? <p>{BELL_TEXTS.isOn}</p> : null}
        <p role="status" css={[statusCss, message && toneCss[message.tone]]}>
          {message?.text}
        </p>
        {bell.state === 'off' || on ? (
          <BellTopics
            on={on}
            saving={bell.saving}
            savedTopics={bell.savedTopics}
            skip={!open}
            onSubmit={on ? bell.save : bell.turnOn}
            onTurnOff={bell.turnOff}
            onMessage={bell.tell}
          />
        ) : null}
      </div>
      <p css={smallCss}>
        {BELL_TEXTS.privacy} <Link to={href.privacy()}>{BELL_TEXTS.privacyLink}</Link>
      </p>
    </Dialog>
  );
}
