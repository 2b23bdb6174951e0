import { css, type SerializedStyles } from '@emotion/react';
import { BREAKPOINTS, href, IMAGE_SIZES, Link, type NewsCard as NewsCardItem, theme } from '@janmat/shared';
import { newsPhotoStyle, Photo } from '@janmat/shared/photo';
import { LiveBadge } from '../live/LiveBadge';

interface NewsCardProps {
  item: NewsCardItem;
  /** The lead image of the page: loaded at once with high priority instead of lazily. */
  eager?: boolean;
  /** Level of the title heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** How wide the photo is shown (`sizes`); by default a card of the list grid (1, 2 then 3 columns). */
  sizes?: string;
  /** Styles laid over the card's own (NewsRow's compact row on phones). */
  look?: SerializedStyles;
}

/** A card in the list grid: the whole screen, half of it from `md`, a third of the page's width from `lg`. */
const GRID_SIZES = `(min-width: ${BREAKPOINTS.lg}px) 400px, (min-width: ${BREAKPOINTS.md}px) 50vw, 100vw`;

const card = css({
  a: { display: 'block', color: theme.colors.text, textDecoration: 'none' },
  'a:hover h2, a:hover h3, a:hover h4': { textDecoration: 'underline' },
  img: newsPhotoStyle(theme.radius.sm),
});

/** The headline under the photo; NewsRow returns to it from `md`. */
export const cardTitle = { margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.md, lineHeight: 1.4 } as const;

const title = css(cardTitle);

/**
 * The entity type under the component's name, so `import { NewsCard } from '@janmat/shared'` serves
 * both as the card component and as the `NewsCard` entity type of the contracts.
 */
export type NewsCard = NewsCardItem;

/**
 * A news story as a card: its photo and title, linking to the article. The title names the link, so
 * the photo is decorative (empty alt): a screen reader reads the headline once, not twice.
 */
export function NewsCard({ item, eager = false, headingLevel = 3, sizes = GRID_SIZES, look }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={[card, look]}>
      <Link to={href.article({ type: item.type, url: item.url })}>
        <Photo
          src={item.photo}
          alt=""
          sizes={sizes}
          width={IMAGE_SIZES.news.width}
          height={IMAGE_SIZES.news.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
        <Heading css={title}>
          {item.live && <LiveBadge trailingSpace />}
          {item.name}
        </Heading>
      </Link>
    </article>
  );
}
