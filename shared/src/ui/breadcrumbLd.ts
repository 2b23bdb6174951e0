import { absoluteUrl } from './absoluteUrl';

export interface BreadcrumbItem {
  label: string;
  /** A path built with `href.*`; the last item is the current page and is never a link. */
  to?: string;
}

/**
 * schema.org BreadcrumbList of a page's trail (`Breadcrumb`'s, «होम» first), for search engines.
 * Every item names its page by absolute URL; an item without a page of its own (a label such as
 * «लेखक») is left out, except the last, the page itself, which may go without one.
 */
export function breadcrumbLd(trail: BreadcrumbItem[]): Record<string, unknown> {
  const listed = trail.filter((item, index) => item.to || index === trail.length - 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: listed.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.to ? { item: absoluteUrl(item.to) } : {}),
    })),
  };
}
