// From the root every page already has: the sections bundling this subpath carry no copy of the theme.
import { theme } from '@janmat/shared';

/**
 * The typography of an article's body, as readers see it (the news section's article page) and as
 * the newsroom's editor and preview show it. Its own subpath (`@janmat/shared/article-body`): each
 * of the two sections bundles it (with the theme tokens it already has), so no reader's first load
 * of other pages carries it.
 */
export const articleBodyStyle = {
  fontSize: '1.0625rem',
  lineHeight: 1.8,
  overflowWrap: 'break-word',
  p: { margin: `0 0 ${theme.space.md}` },
  'h2, h3, h4': { margin: `${theme.space.lg} 0 ${theme.space.sm}`, lineHeight: 1.35 },
  h2: { fontSize: theme.fontSizes.xl },
  h3: { fontSize: theme.fontSizes.lg },
  'ul, ol': { margin: `0 0 ${theme.space.md}`, paddingInlineStart: theme.space.lg },
  blockquote: {
    margin: `${theme.space.lg} 0`,
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderInlineStart: `4px solid ${theme.colors.brand}`,
    background: theme.colors.surface,
    fontStyle: 'italic',
  },
  img: { maxWidth: '100%', height: 'auto' },
  table: { borderCollapse: 'collapse', maxWidth: '100%' },
  'td, th': { border: `1px solid ${theme.colors.border}`, padding: theme.space.xs },
} as const;
