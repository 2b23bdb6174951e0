import { screen, within } from '@testing-library/react';

export interface PageChrome {
  /** The h1's text. */
  heading: string;
  /** The whole document title. */
  title: string;
  /** Path the canonical link ends with. */
  canonical: string;
  /** Label of the breadcrumb's current item. */
  current: string;
  /** Labels of the breadcrumb's links after «होम». */
  links?: string[];
}

/** Checks what every page must have: one h1, title, canonical link and the breadcrumb trail. */
export function expectPageChrome({ heading, title, canonical, current, links = [] }: PageChrome) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(document.title).toBe(title);
  const canonicalHref = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  expect(decodeURIComponent(canonicalHref).endsWith(canonical)).toBe(true);
  const trail = within(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' }));
  expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', ...links]);
  expect(trail.getByText(current)).toHaveAttribute('aria-current', 'page');
}
