import { css } from '@emotion/react';
import { href, Link, LoadError, Skeleton, theme, useGetSubCategoriesQuery } from '@janmat/shared';
import { pillLinks } from '../common/pillLinks';
import { SidebarBox } from '../common/SidebarBox';

const chips = css(pillLinks(theme.colors.brand, theme.colors.brand), {
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
        <LoadError error={error} onRetry={refetch} message="ट्रेंडिंग विषय लोड नहीं हो सके।" />
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
