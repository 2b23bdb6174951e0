import { css } from '@emotion/react';
import { mq, NewsCard, theme } from '@janmat/shared';

export interface LeadStoriesProps {
  lead: NewsCard;
  secondary: NewsCard[];
}

export const leadGrid = css({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: `0 0 ${theme.space.xl}`,
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '& > :first-of-type': { gridColumn: '1 / -1' } },
});

const lead = css({
  h2: { fontSize: theme.fontSizes.xl, lineHeight: 1.35, [mq.lg]: { fontSize: theme.fontSizes.xxl } },
});
const secondaryCss = css({ h2: { fontSize: theme.fontSizes.lg } });

/** The lead story (large, its photo loaded first) and the two secondary stories. */
export function LeadStories({ lead: leadItem, secondary }: LeadStoriesProps) {
  return (
    <div css={leadGrid}>
      <div css={lead}>
        <NewsCard item={leadItem} eager headingLevel={2} />
      </div>
      {secondary.map((item) => (
        <div key={item.id} css={secondaryCss}>
          <NewsCard item={item} headingLevel={2} firstScreen />
        </div>
      ))}
    </div>
  );
}
