import { css } from '@emotion/react';
import { Link, mq, type NewsCard, theme } from '@janmat/shared';
import { type ReactNode, useId } from 'react';
import { NewsGrid } from '../common/NewsGrid';
import { boxHeading } from '../common/SidebarBox';

/** Stories a home list shows; the rest are one click away on the category list. */
const HOME_SECTION_SIZE = 6;

export interface HomeNewsSectionProps {
  title: string;
  /** Link to the full list (`href.newsList`). */
  more: string;
  items: NewsCard[];
}

const head = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space.md,
  h2: { margin: 0 },
});
/**
 * The lists start below the fold: the browser lays out and paints each only when it nears the
 * screen, reserving about its height until then (then the height it last had). Focus outlines
 * may paint past the clipped edge.
 */
const section = css({
  margin: `0 0 ${theme.space.xl}`,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 400px',
  overflowClipMargin: theme.space.sm,
  [mq.md]: { containIntrinsicSize: 'auto 850px' },
  [mq.lg]: { containIntrinsicSize: 'auto 500px' },
});

/** A titled home list (national, international, state) with a link to the whole category. */
export function HomeNewsSection({ title, more, items }: HomeNewsSectionProps): ReactNode {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} css={section}>
      <div css={head}>
        <h2 id={id} css={boxHeading}>
          {title}
        </h2>
        <Link to={more} aria-label={`सभी देखें: ${title}`}>
          सभी देखें
        </Link>
      </div>
      <NewsGrid items={items.slice(0, HOME_SECTION_SIZE)} layout="rows" headingLevel={3} />
    </section>
  );
}
