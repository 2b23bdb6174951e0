import { css } from '@emotion/react';
import { href, Link, QueryView, Skeleton, theme } from '@janmat/shared';
import { SidebarBox } from '../common/SidebarBox';
import { useGetPopularNewsQuery } from './popularApi';
import { truncateTitle } from './truncateTitle';

const list = css({
  margin: 0,
  paddingInlineStart: theme.space.lg,
  li: { marginBottom: theme.space.sm, lineHeight: 1.4 },
  'li::marker': { color: theme.colors.brandText, fontWeight: 700 },
  a: { color: theme.colors.text, textDecoration: 'none' },
  'a:hover': { textDecoration: 'underline' },
});

const SKELETON_ROWS = 5;

/** «लोकप्रिय ख़बरें»: popular stories, each title cut at 65 characters. */
export function PopularNews() {
  const popular = useGetPopularNewsQuery();
  return (
    <SidebarBox title="लोकप्रिय ख़बरें">
      <QueryView
        query={popular}
        skeleton={<Skeleton lines={SKELETON_ROWS * 2} height="1.1em" />}
        errorMessage="लोकप्रिय ख़बरें लोड नहीं हो सकीं।"
        empty="अभी कोई लोकप्रिय ख़बर नहीं है।"
      >
        {(items) => (
          <ol css={list}>
            {items.map((item) => (
              <li key={item.url}>
                <Link to={href.article({ type: item.type, url: item.url })} title={item.name}>
                  {truncateTitle(item.name)}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </SidebarBox>
  );
}
