import { css } from '@emotion/react';
import { href, Link, QueryView, Skeleton, theme, useGetSubCategoriesQuery } from '@janmat/shared';
import { pillLinks } from '../common/pillLinks';
import { SidebarBox } from '../common/SidebarBox';

const chips = css(pillLinks(theme.colors.brandText, theme.colors.brandText), {
  'a:hover': { background: theme.colors.brand, color: theme.colors.onBrand },
});

/** «ट्रेंडिंग»: the trending sub-categories as chips linking their lists. */
export function TrendingChips() {
  const subcategories = useGetSubCategoriesQuery();
  return (
    <SidebarBox title="ट्रेंडिंग">
      <QueryView
        query={subcategories}
        skeleton={<Skeleton lines={2} height="1.9rem" radius={999} />}
        errorMessage="ट्रेंडिंग विषय लोड नहीं हो सके।"
      >
        {(list) => (
          <ul css={chips}>
            {list.map((sub) => (
              <li key={sub.s_code}>
                <Link to={href.trending({ subtype: sub.s_code })}>#{sub.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SidebarBox>
  );
}
