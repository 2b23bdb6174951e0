import { css } from '@emotion/react';
import { dismissNotice, type Notice, theme, useAppDispatch } from '@janmat/shared';
import { useEffect } from 'react';
import { IconButton } from './IconButton';

/** How long a notice stays before it removes itself. */
export const NOTICE_MS = 6000;

const TONE_COLORS = {
  success: theme.colors.success,
  info: theme.colors.link,
  error: theme.colors.error,
} as const;

const itemCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radius.md,
  color: theme.colors.onBrand,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
  p: {
    flex: 1,
    margin: 0,
  },
});

/** One notice: its text, a dismiss button, and a timer that removes it after 6 s. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissNotice(notice.id)), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notice.id]);
  return (
    <div css={itemCss} style={{ background: TONE_COLORS[notice.tone] }}>
      <p>{notice.text}</p>
      <IconButton icon="close" label="सूचना हटाएं" onClick={() => dispatch(dismissNotice(notice.id))} />
    </div>
  );
}
