import { css } from '@emotion/react';
import { href } from '../contracts/routes';
import { Link } from '../router/Link';
import { theme } from '../theme/tokens';

export interface BreadcrumbItem {
  label: string;
  /** A path built with `href.*`; the last item is the current page and is never a link. */
  to?: string;
}

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

/** The page's trail: «होम» first, then `items`; the last one is marked as the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const trail: BreadcrumbItem[] = [{ label: 'होम', to: href.home() }, ...items];
  return (
    <nav aria-label="ब्रेडक्रंब">
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
