import { css } from '@emotion/react';
import { Link, type NewsCard, theme } from '@janmat/shared';
import { type ReactNode, useId } from 'react';
import { NewsGrid } from '../common/NewsGrid';
import { boxHeading } from '../common/SidebarBox';
import { HOME_SECTION_SIZE } from './splitNewsAll';

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
 * Laid out at once with the page, though below the fold: a list laid out only as it neared the
 * screen (content-visibility) took its real height then, and the footer a reader was tapping moved.
 */
const section = css({ margin: `0 0 ${theme.space.xl}` });

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
