import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { BellTopics } from './BellTopics';
import { BELL_PANEL_TEXTS } from './bellPanelTexts';
import { useBell } from './useBell';

const statusCss = css({ fontWeight: 600, '&:empty': { display: 'none' } });
const toneCss = {
  error: css({ color: theme.colors.error }),
  done: css({ color: theme.colors.success }),
};

/**
 * What the bell's dialog offers once it is open in the browser (its own chunk, loaded then): the
 * browser's state, its messages, and the topics with the buttons that turn notifications on (asking
 * the browser's permission on that tap), save other topics, or turn them off. A browser without web
 * push, or one that refused it, is told so.
 */
export function BellPanel() {
  const bell = useBell();
  const refusal =
    bell.state === 'unsupported'
      ? BELL_PANEL_TEXTS.unsupported
      : bell.state === 'denied'
        ? BELL_PANEL_TEXTS.denied
        : undefined;
  const message = refusal ? { text: refusal, tone: 'error' as const } : bell.message;
  const on = bell.state === 'on';
  return (
    <>
      {on && !bell.saving ? <p>{BELL_PANEL_TEXTS.isOn}</p> : null}
      <p role="status" css={[statusCss, message && toneCss[message.tone]]}>
        {message?.text}
      </p>
      {bell.state === 'off' || on ? (
        <BellTopics
          on={on}
          saving={bell.saving}
          savedTopics={bell.savedTopics}
          onSubmit={on ? bell.save : bell.turnOn}
          onTurnOff={bell.turnOff}
          onMessage={bell.tell}
        />
      ) : null}
    </>
  );
}
