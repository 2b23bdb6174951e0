import { css } from '@emotion/react';
import { BREAKPOINTS, mq, type NewsCard as NewsCardItem, theme } from '@janmat/shared';
import { COLUMN_PHOTO_SIZES } from '@janmat/shared/photo';
import { NewsCard } from '../common/NewsCard';
import { NewsRow, ROW_THUMB_WIDTH } from '../common/NewsRow';

export interface LeadStoriesProps {
  lead: NewsCardItem;
  secondary: NewsCardItem[];
}

export const leadGrid = css({
  display: 'grid',
  gap: theme.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: `0 0 ${theme.space.lg}`,
  [mq.md]: {
    gap: theme.space.lg,
    margin: `0 0 ${theme.space.xl}`,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '& > :first-of-type': { gridColumn: '1 / -1' },
  },
});

/** The secondary stories' photos (`sizes`): half the page's column from `md` (the lead spans it), a thumbnail below. */
const SECONDARY_SIZES = `(min-width: ${theme.maxWidth}) 600px, (min-width: ${BREAKPOINTS.md}px) 50vw, ${ROW_THUMB_WIDTH}px`;

/**
 * On phones the lead's headline lies on the foot of its photo, over a shade that keeps white text
 * readable on any picture, so the rows below start on the first screen; from `md` it sits under it.
 */
const lead = css({
  a: { position: 'relative' },
  h2: {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    margin: 0,
    padding: `${theme.space.xl} ${theme.space.md} ${theme.space.sm}`,
    borderRadius: `0 0 ${theme.radius.sm} ${theme.radius.sm}`,
    background: `linear-gradient(rgb(0 0 0 / 0), rgb(0 0 0 / 0.8) ${theme.space.xl})`,
    color: theme.colors.onBrand,
    fontSize: theme.fontSizes.lg,
    lineHeight: 1.35,
  },
  [mq.md]: {
    h2: {
      position: 'static',
      margin: `${theme.space.sm} 0 0`,
      padding: 0,
      background: 'none',
      color: 'inherit',
      fontSize: theme.fontSizes.xl,
    },
  },
  [mq.lg]: { h2: { fontSize: theme.fontSizes.xxl } },
});

/** The lead story (large, its photo loaded first) and the two secondary stories (rows on phones). */
export function LeadStories({ lead: leadItem, secondary }: LeadStoriesProps) {
  return (
    <div css={leadGrid}>
      <div css={lead}>
        <NewsCard item={leadItem} eager headingLevel={2} sizes={COLUMN_PHOTO_SIZES} />
      </div>
      {secondary.map((item) => (
        <NewsRow key={item.id} item={item} headingLevel={2} prominent sizes={SECONDARY_SIZES} />
      ))}
    </div>
  );
}
