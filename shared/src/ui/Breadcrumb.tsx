import { css } from '@emotion/react';
import { href } from '../contracts/routes';
import { Link } from '../router/Link';
import { theme } from '../theme/tokens';
import { type BreadcrumbItem, breadcrumbLd } from './breadcrumbLd';
import { JsonLd } from './JsonLd';

export type { BreadcrumbItem } from './breadcrumbLd';

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  margin: `${theme.space.sm} 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  'li + li::before': { content: '"›" / ""', marginInlineEnd: theme.space.xs },
});

/**
 * The page's trail: «होम» first, then `items`; the last one is marked as the current page. Search
 * engines read the same trail as BreadcrumbList JSON-LD beside it.
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const trail: BreadcrumbItem[] = [{ label: 'होम', to: href.home() }, ...items];
  return (
    <nav aria-label="ब्रेडक्रंब">
      <JsonLd data={breadcrumbLd(trail)} />
      <ol css={list}>
        {trail.map((item, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${item.label}-${item.to ?? ''}`}>
              {current || !item.to ? (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
