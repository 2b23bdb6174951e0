import { screen, within } from '@testing-library/react';

export interface PageHead {
  /** The accessible name of the page's single h1. */
  heading: string;
  /** The whole document title. */
  title: string;
  /** The canonical link's path (decoded). */
  canonical: string;
  /** Label of the breadcrumb's current item; when given, the trail is checked too. */
  current?: string;
  /** Labels of the breadcrumb's links after «होम». */
  links?: string[];
}

/** The canonical link's `href`, as React 19 hoisted it into the document head. */
export function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

/** Checks what every page has: one h1, the document title, the canonical link and, if asked, the breadcrumb. */
export function expectPageHead({ heading, title, canonical, current, links = [] }: PageHead): void {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(heading);
  expect(document.title).toBe(title);
  expect(decodeURIComponent(new URL(canonicalHref() ?? '', 'http://localhost').pathname)).toBe(canonical);
  if (current === undefined) return;
  const trail = within(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' }));
  expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', ...links]);
  expect(trail.getByText(current)).toHaveAttribute('aria-current', 'page');
}
