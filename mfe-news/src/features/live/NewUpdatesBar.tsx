import { css } from '@emotion/react';
import { primaryButton, theme, visuallyHidden } from '@janmat/shared';
import { announcementText, EDITED_TEXT, newUpdatesText } from './liveTexts';

const bar = css({
  // Room for the button is kept when there is none, so nothing below moves when it appears.
  minHeight: '44px',
  margin: `0 0 ${theme.space.md}`,
});

const button = css({ ...primaryButton, padding: `0 ${theme.space.lg}` });

interface NewUpdatesBarProps {
  unseen: number;
  onShow: () => void;
  /** An update already shown was corrected or deleted: offer the page as it is now. */
  edited: boolean;
  onReload: () => void;
}

/**
 * The «N नए अपडेट» button, shown while updates wait (or, when one already shown was corrected or
 * deleted, a button that loads the page as it is now), and the polite live region that tells a screen
 * reader they came. The region is in the server's HTML (empty), so assistive technology knows it
 * before its text changes.
 */
export function NewUpdatesBar({ unseen, onShow, edited, onReload }: NewUpdatesBarProps) {
  return (
    <div css={bar}>
      {unseen > 0 && (
        <button type="button" css={button} onClick={onShow}>
          {newUpdatesText(unseen)}
        </button>
      )}
      {edited && unseen === 0 && (
        <button type="button" css={button} onClick={onReload}>
          {EDITED_TEXT}
        </button>
      )}
      <p css={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcementText(unseen, edited)}
      </p>
    </div>
  );
}
