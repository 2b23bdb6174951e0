import { css } from '@emotion/react';
import { href, Link, Skeleton, theme, useGetSubCategoriesQuery } from '@janmat/shared';
import { QueryError } from '../common/QueryError';
import { SidebarBox } from '../common/SidebarBox';

const chips = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  a: {
    display: 'inline-block',
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.colors.brand}`,
    borderRadius: theme.radius.pill,
    color: theme.colors.brand,
    fontSize: theme.fontSizes.sm,
    textDecoration: 'none',
  },
  'a:hover': { background: theme.colors.brand, color: theme.colors.onBrand },
});

/** «ट्रेंडिंग»: the trending sub-categories as chips linking their lists. */
export function TrendingChips() {
  const { data, error, isLoading, isError, refetch } = useGetSubCategoriesQuery();
  return (
    <SidebarBox title="ट्रेंडिंग">
      {isLoading ? (
        <Skeleton lines={2} height="1.9rem" radius={999} />
      ) : isError ? (
        <QueryError error={error} onRetry={refetch} message="ट्रेंडिंग विषय लोड नहीं हो सके।" />
      ) : (
        <ul css={chips}>
          {(data ?? []).map((sub) => (
            <li key={sub.s_code}>
              <Link to={href.trending({ subtype: sub.s_code })}>#{sub.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </SidebarBox>
  );
}
