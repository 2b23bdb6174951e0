import { css } from '@emotion/react';
import type { NewsCard as NewsCardItem } from '../contracts/entities';
import { IMAGE_SIZES } from '../contracts/entities';
import { href } from '../contracts/routes';
import { Link } from '../router/Link';
import { theme } from '../theme/tokens';

export interface NewsCardProps {
  item: NewsCardItem;
  /** The lead image of the page: loaded at once with high priority instead of lazily. */
  eager?: boolean;
  /** Another photo of the first screen: loaded at once at normal priority. Ignored with `eager`. */
  firstScreen?: boolean;
  /** Level of the title heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

const card = css({
  a: { display: 'block', color: theme.colors.text, textDecoration: 'none' },
  'a:hover h2, a:hover h3, a:hover h4': { textDecoration: 'underline' },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${IMAGE_SIZES.news.width} / ${IMAGE_SIZES.news.height}`,
    objectFit: 'cover',
    borderRadius: theme.radius.sm,
    background: theme.colors.skeleton,
  },
});

const title = css({ margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.md, lineHeight: 1.4 });

/**
 * The entity type under the component's name, so `import { NewsCard } from '@janmat/shared'` serves
 * both as the card component and as the `NewsCard` entity type of the contracts.
 */
export type NewsCard = NewsCardItem;

/**
 * A news story as a card: its photo and title, linking to the article. The title names the link, so
 * the photo is decorative (empty alt): a screen reader reads the headline once, not twice.
 */
export function NewsCard({ item, eager = false, firstScreen = false, headingLevel = 3 }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={card}>
      <Link to={href.article({ type: item.type, url: item.url })}>
        <img
          src={item.photo}
          alt=""
          width={IMAGE_SIZES.news.width}
          height={IMAGE_SIZES.news.height}
          loading={eager || firstScreen ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
        <Heading css={title}>{item.name}</Heading>
      </Link>
    </article>
  );
}
