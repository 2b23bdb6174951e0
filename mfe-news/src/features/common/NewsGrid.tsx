import { css } from '@emotion/react';
import { mq, type NewsCard as NewsCardItem, theme } from '@janmat/shared';
import { NewsCard } from './NewsCard';
import { NewsRow } from './NewsRow';

export interface NewsGridProps {
  items: NewsCardItem[];
  /**
   * `list`: 1, 2 then 3 columns as the screen widens; `rows`: the same, but compact rows (NewsRow)
   * on phones; `two`: always 2 columns (the author page).
   */
  layout?: 'list' | 'rows' | 'two';
  headingLevel?: 2 | 3 | 4;
  /** The grid leads the page: its first photo loads at once, with high priority (the likely LCP). Not with `rows`. */
  eagerFirst?: boolean;
}

const listGrid = {
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: '1fr',
  margin: `${theme.space.md} 0`,
  padding: 0,
  listStyle: 'none',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

export const gridCss = {
  list: css(listGrid),
  /** Rows sit closer on phones: the thumbnails already part them. */
  rows: css(listGrid, {
    gap: theme.space.sm,
    margin: `${theme.space.sm} 0`,
    [mq.md]: { gap: theme.space.lg, margin: `${theme.space.md} 0` },
  }),
  two: css({
    display: 'grid',
    gap: theme.space.md,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    margin: `${theme.space.md} 0`,
    padding: 0,
    listStyle: 'none',
    [mq.md]: { gap: theme.space.lg },
  }),
};

/** How wide a card's photo is shown in each layout (`sizes`); the list grid is NewsCard's own default. */
const photoSizes = { list: undefined, two: `(min-width: ${theme.maxWidth}) 600px, 50vw` };

/** News cards (photo and title, linking to the article) in a responsive grid, or rows on phones. */
export function NewsGrid({ items, layout = 'list', headingLevel = 2, eagerFirst = false }: NewsGridProps) {
  return (
    <ul css={gridCss[layout]}>
      {items.map((item, index) => (
        <li key={item.id}>
          {layout === 'rows' ? (
            <NewsRow item={item} headingLevel={headingLevel} />
          ) : (
            <NewsCard
              item={item}
              headingLevel={headingLevel}
              eager={eagerFirst && index === 0}
              sizes={photoSizes[layout]}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
