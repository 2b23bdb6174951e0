import { css } from '@emotion/react';
import { Link, theme } from '@janmat/shared';
import { pagerPages } from './pagerPages';
import type { SearchArgs } from './searchArgs';
import { searchHref } from './searchHref';

const pager = css({
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space.sm,
    listStyle: 'none',
    margin: `${theme.space.lg} 0 0`,
    padding: 0,
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '44px',
    minHeight: '44px',
    padding: `0 ${theme.space.sm}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.link,
    textDecoration: 'none',
  },
  'a[aria-current="page"]': {
    background: theme.colors.brand,
    borderColor: theme.colors.brand,
    color: theme.colors.onBrand,
    fontWeight: 700,
  },
});

export interface SearchPagerProps {
  args: SearchArgs;
  /** Pages of results in all. */
  last: number;
}

/** Plain links to the other pages of results (they work without scripts): previous, numbers, next. */
export function SearchPager({ args, last }: SearchPagerProps) {
  if (last <= 1) return null;
  const to = (page: number) => searchHref({ ...args, page });
  return (
    <nav css={pager} aria-label="खोज नतीजों के पन्ने">
      <ul>
        {args.page > 1 ? (
          <li>
            <Link to={to(args.page - 1)} rel="prev">
              ← पिछला
            </Link>
          </li>
        ) : null}
        {pagerPages(args.page, last).map((page) => (
          <li key={page}>
            <Link to={to(page)} aria-current={page === args.page ? 'page' : undefined} aria-label={`पन्ना ${page}`}>
              {page}
            </Link>
          </li>
        ))}
        {args.page < last ? (
          <li>
            <Link to={to(args.page + 1)} rel="next">
              अगला →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
