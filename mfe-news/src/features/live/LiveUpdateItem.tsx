import { css } from '@emotion/react';
import { IMAGE_SIZES, type LiveUpdate, theme } from '@janmat/shared';
import { COLUMN_PHOTO_SIZES, newsPhotoStyle, Photo } from '@janmat/shared/photo';
import { ArticleBody } from '../article/ArticleBody';
import { liveTime } from './liveTime';

const item = css({
  borderLeft: `3px solid ${theme.colors.border}`,
  padding: `0 0 ${theme.space.md} ${theme.space.md}`,
  img: newsPhotoStyle(theme.radius.md),
});

const keyItem = css({ borderLeftColor: theme.colors.brand });

const meta = css({
  display: 'flex',
  gap: theme.space.sm,
  alignItems: 'baseline',
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

const mark = css({ color: theme.colors.brandText, fontWeight: 700 });

/** One update: its time, marks (key event, pinned), text and photo; `id` is its anchor (`#update-<id>`). */
export function LiveUpdateItem({ update, pinnedCopy = false }: { update: LiveUpdate; pinnedCopy?: boolean }) {
  return (
    <article css={[item, update.keyEvent && keyItem]} id={pinnedCopy ? undefined : `update-${update.id}`}>
      <p css={meta}>
        <time dateTime={update.postedAt}>{liveTime(update.postedAt)}</time>
        {update.keyEvent && <span css={mark}>मुख्य घटना</span>}
        {update.pinned && <span css={mark}>पिन किया गया</span>}
      </p>
      <ArticleBody html={update.body} />
      {update.photo && (
        <Photo
          src={update.photo}
          alt=""
          sizes={COLUMN_PHOTO_SIZES}
          width={IMAGE_SIZES.news.width}
          height={IMAGE_SIZES.news.height}
          loading="lazy"
          decoding="async"
        />
      )}
    </article>
  );
}
