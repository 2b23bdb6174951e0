import { css } from '@emotion/react';
import { BREAKPOINTS, mq, type NewsCard as NewsCardItem, theme } from '@janmat/shared';
import { cardTitle, NewsCard } from './NewsCard';

/** The thumbnail's width on phones, in CSS pixels (its height follows the photo's 16:9). */
export const ROW_THUMB_WIDTH = 96;

/** A row of the list grid: a thumbnail on phones, then a card of half the page, then a third of it. */
const LIST_ROW_SIZES = `(min-width: ${BREAKPOINTS.lg}px) 400px, (min-width: ${BREAKPOINTS.md}px) 50vw, ${ROW_THUMB_WIDTH}px`;

export interface NewsRowProps {
  item: NewsCardItem;
  /** Level of the title heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** How wide the photo is shown (`sizes`), ending with the phone's thumbnail width; a list grid's by default. */
  sizes?: string;
  /** From `md`, where it is a card, its headline is larger (the home page's secondary stories). */
  prominent?: boolean;
}

const headings = 'h2, h3, h4';

/** Phones: the thumbnail beside the headline, a compact row. From `md`: the card as it is. */
const row = css({
  a: {
    display: 'grid',
    gridTemplateColumns: `${ROW_THUMB_WIDTH}px minmax(0, 1fr)`,
    gap: theme.space.md,
    alignItems: 'start',
  },
  [headings]: { margin: 0, fontSize: theme.fontSizes.sm, lineHeight: 1.35 },
  [mq.md]: { a: { display: 'block' }, [headings]: cardTitle },
});

const prominentCss = css(row, { [mq.md]: { [headings]: { fontSize: theme.fontSizes.lg } } });

/**
 * A news story below the lead: on phones a compact row (a small photo beside the headline, so a
 * screen holds several), from `md` the NewsCard it is on wider screens. One markup for every width,
 * so the server's HTML is the page the scripts find. Its photo loads lazily.
 */
export function NewsRow({ item, headingLevel = 3, sizes = LIST_ROW_SIZES, prominent = false }: NewsRowProps) {
  return <NewsCard item={item} headingLevel={headingLevel} sizes={sizes} look={prominent ? prominentCss : row} />;
}
