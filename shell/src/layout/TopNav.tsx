import { css } from '@emotion/react';
import { href, NavLink, theme, useGetCategoriesQuery } from '@janmat/shared';
import { stripListCss } from './stripCss';

const navCss = css({
  background: theme.colors.chrome,
  color: theme.colors.onChrome,
  fontWeight: 600,
});

const SECTIONS = [
  { label: 'वीडियो', to: href.videos() },
  { label: 'वेब स्टोरी', to: href.webStories() },
  { label: 'फोटो गैलरी', to: href.photos() },
  { label: 'राशिफल', to: href.astrology() },
  { label: 'वोट करें', to: href.createPoll() },
];

/** The main navigation: home, the news categories and the media, astrology and poll sections. */
export function TopNav() {
  const { data: categories = [] } = useGetCategoriesQuery();
  return (
    <nav aria-label="मुख्य" css={navCss}>
      <ul css={stripListCss}>
        <li>
          <NavLink to={href.home()} end>
            होम
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.c_code}>
            <NavLink to={href.newsList({ type: category.c_code })}>{category.name}</NavLink>
          </li>
        ))}
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to}>{section.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
