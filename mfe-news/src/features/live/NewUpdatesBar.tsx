import { css } from '@emotion/react';
import { primaryButton, theme, visuallyHidden } from '@janmat/shared';
import { announcementText, newUpdatesText } from './liveTexts';

const bar = css({
  // Room for the button is kept when there is none, so nothing below moves when it appears.
  minHeight: '44px',
  margin: `0 0 ${theme.space.md}`,
});

const button = css({ ...primaryButton, padding: `0 ${theme.space.lg}` });

interface NewUpdatesBarProps {
  unseen: number;
  onShow: () => void;
}

/**
 * The «N नए अपडेट» button, shown while updates wait, and the polite live region that tells a screen
 * reader they came. The region is in the server's HTML (empty), so assistive technology knows it
 * before its text changes.
 */
export function NewUpdatesBar({ unseen, onShow }: NewUpdatesBarProps) {
  return (
    <div css={bar}>
      {unseen > 0 && (
        <button type="button" css={button} onClick={onShow}>
          {newUpdatesText(unseen)}
        </button>
      )}
      <p css={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcementText(unseen)}
      </p>
    </div>
  );
}
