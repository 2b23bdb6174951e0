import { css } from '@emotion/react';
import { selectNotices, theme, useAppSelector } from '@janmat/shared';
import { NoticeItem } from './NoticeItem';

const regionCss = css({
  position: 'fixed',
  left: '50%',
  top: theme.space.md,
  zIndex: 60,
  display: 'grid',
  gap: theme.space.sm,
  width: 'min(560px, calc(100vw - 32px))',
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
  '& > *': {
    pointerEvents: 'auto',
  },
});

/**
 * The live region for messages any section dispatches (`pushNotice`): poll created, vote thanked,
 * already voted, contact thanked. It is always in the page so screen readers announce additions.
 */
export function NoticeRegion() {
  const notices = useAppSelector(selectNotices);
  return (
    <div role="status" aria-live="polite" css={regionCss}>
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
