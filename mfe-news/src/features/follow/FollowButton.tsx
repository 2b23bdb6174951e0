import { css } from '@emotion/react';
import { needsScripts, pushNotice, TAPPED_PRESSED_MARK, theme, useAppDispatch } from '@janmat/shared';
import {
  type FollowedTopic,
  isFollowed,
  isFollowList,
  NO_FOLLOWS,
  NOT_KEPT,
  READER_KEYS,
  readFollows,
  toggleFollow,
  useStored,
} from '@janmat/shared/reader';
import type { MouseEvent } from 'react';

const FOLLOW_TEXTS = { follow: 'फ़ॉलो करें', following: 'फ़ॉलो कर रहे हैं' } as const;

const { colors, space } = theme;

const buttonCss = css({
  flexShrink: 0,
  minHeight: '44px',
  padding: `0 ${space.md}`,
  border: `2px solid ${colors.brandText}`,
  borderRadius: theme.radius.pill,
  background: colors.background,
  color: colors.brandText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: colors.brand, color: colors.onBrand },
  // Where no script runs (scripts off, a lite page) there is nothing to keep the choice: not shown.
  ...needsScripts,
});

/**
 * Both labels in one grid cell, the one not shown kept invisible: the button is as wide as the longer
 * from the server's HTML on, so turning to «फ़ॉलो कर रहे हैं» after hydration moves nothing.
 */
const labelsCss = css({
  display: 'inline-grid',
  '& > span': { gridArea: '1 / 1', textAlign: 'center' },
  '& > [aria-hidden]': { visibility: 'hidden' },
});

/**
 * «फ़ॉलो करें» on a state's or a category's page: a toggle (`aria-pressed`) kept in this browser. The
 * server's HTML (the same for every reader) says «फ़ॉलो करें»; the reader's own choice shows once the
 * page runs. A tap before that is kept by the early-tap replay (the button shows it is taken) and
 * answered when React comes. A tap changes only what the button showed when it was tapped: a second
 * tap that arrives after another tab changed the choice does not undo it, nor does a kept tap on the
 * server's «फ़ॉलो करें» that React answers after drawing the reader's «फ़ॉलो कर रहे हैं»
 * (`TAPPED_PRESSED_MARK`).
 */
export function FollowButton({ topic }: { topic: FollowedTopic }) {
  const follows = useStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  const dispatch = useAppDispatch();
  const following = isFollowed(follows, topic);
  const tap = (event: MouseEvent<HTMLButtonElement>) => {
    // The choice the reader saw: change it only if it is still what the browser keeps.
    const tapped = event.currentTarget.getAttribute(TAPPED_PRESSED_MARK);
    const seen = tapped === null ? following : tapped === 'true';
    if (isFollowed(readFollows(), topic) !== seen) return;
    if (!toggleFollow(topic)) dispatch(pushNotice({ text: NOT_KEPT, tone: 'error' }));
  };
  const shown = following ? FOLLOW_TEXTS.following : FOLLOW_TEXTS.follow;
  const other = following ? FOLLOW_TEXTS.follow : FOLLOW_TEXTS.following;
  return (
    <button type="button" css={buttonCss} aria-pressed={following} onClick={tap}>
      <span css={labelsCss}>
        <span>{shown}</span>
        <span aria-hidden="true">{other}</span>
      </span>
    </button>
  );
}
