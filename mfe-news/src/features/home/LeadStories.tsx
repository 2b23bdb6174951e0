import { css } from '@emotion/react';
import { BREAKPOINTS, mq, type NewsCard as NewsCardItem, theme } from '@janmat/shared';
import { COLUMN_PHOTO_SIZES } from '@janmat/shared/photo';
import { NewsCard } from '../common/NewsCard';

export interface LeadStoriesProps {
  lead: NewsCardItem;
  secondary: NewsCardItem[];
}

export const leadGrid = css({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: `0 0 ${theme.space.xl}`,
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '& > :first-of-type': { gridColumn: '1 / -1' } },
});

/** The secondary stories' photos (`sizes`): half the page's column from `md` (the lead spans it). */
const SECONDARY_SIZES = `(min-width: ${theme.maxWidth}) 600px, (min-width: ${BREAKPOINTS.md}px) 50vw, 100vw`;

const lead = css({
  h2: { fontSize: theme.fontSizes.xl, lineHeight: 1.35, [mq.lg]: { fontSize: theme.fontSizes.xxl } },
});
const secondaryCss = css({ h2: { fontSize: theme.fontSizes.lg } });

/** The lead story (large, its photo loaded first) and the two secondary stories. */
export function LeadStories({ lead: leadItem, secondary }: LeadStoriesProps) {
  return (
    <div css={leadGrid}>
      <div css={lead}>
        <NewsCard item={leadItem} eager headingLevel={2} sizes={COLUMN_PHOTO_SIZES} />
      </div>
      {secondary.map((item) => (
        <div key={item.id} css={secondaryCss}>
          <NewsCard item={item} headingLevel={2} firstScreen sizes={SECONDARY_SIZES} />
        </div>
      ))}
    </div>
  );
}
